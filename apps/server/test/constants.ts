export const TEST_ADMIN_PASSWORD = 'Admin@2026!';
export const TEST_DEMO_PASSWORD = 'Demo@2026!';
