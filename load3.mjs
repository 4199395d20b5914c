import autocannon from 'autocannon';
const base = 'http://127.0.0.1:18950';
const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin@bench2026' }) });
const token = (await login.json()).data.authToken;
const kws = process.argv.slice(2);
for (const k of kws) {
const r = await autocannon({ url: base + '/api/b/global/search/queryList', connections: 20, duration: 3, method: 'POST', headers: { 'content-type': 'application/json', authtoken: token }, body: JSON.stringify({ pageNo: 1, pageSize: 10, params: { keyword: k } }) });
console.log(k, r.requests.average, r.latency.p50, r.latency.p97_5, r.non2xx);
}
