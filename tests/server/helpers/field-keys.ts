/** The field encryption key every test server runs with (server/db/field-cipher.ts), unless a test names another. */
export const TEST_FIELD_KEY = '5f1e0c9a7b3d2e4f6a8b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f';
