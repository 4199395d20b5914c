import Fastify from 'fastify';

// Baseline: a bare Fastify route answering a small envelope, nothing else.
const app = Fastify();
const body = { success: true, code: 1000, status: true, msg: '操作成功', data: { 'sys.name': '工程咨询企业协同办公系统', 'sys.copyright': 'Copyright' } };
app.get('/ping', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
