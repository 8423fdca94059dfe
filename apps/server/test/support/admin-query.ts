import pg from 'pg';

/** Runs one statement on TEST_DATABASE_URL's server (creating, cloning, dropping databases). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
