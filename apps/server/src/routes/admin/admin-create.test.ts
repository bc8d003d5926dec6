import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema/index';
import { verifyPassword } from '../../lib/auth/secrets';
import { createOrPromoteAdmin } from '../../services/admin/create-admin-account';
import { passTwoFactor } from '../../test/admin-helpers';
import { createTestApp } from '../../test/test-app';
import { buildSignup } from '../../test/factories';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const t = await createTestApp();

const noPassword = () => Promise.reject(new Error('the password was asked for'));

describe('createOrPromoteAdmin', () => {
  it('creates an account with the role, a confirmed email and the given password, audited as cli', async () => {
    const { email, password } = buildSignup();
    const result = await createOrPromoteAdmin(t.database.db, { email: email.toUpperCase(), role: 'SUPER_ADMIN', name: 'Dana Boss' }, async () => password);
    expect(result.outcome).toBe('created');
    expect(result.user).toMatchObject({ email, name: 'Dana Boss', adminRole: 'SUPER_ADMIN' });
    expect(result.user.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(result.user.passwordHash!, password)).toBe(true);

    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, result.user.id));
    expect(entry).toMatchObject({
      actorType: 'cli',
      actorId: null,
      actorEmail: 'cli',
      action: 'user.create',
      before: null,
      after: { email, name: 'Dana Boss', adminRole: 'SUPER_ADMIN' },
    });

    // The new admin signs in like anyone else, then passes two-factor.
    const login = await t.call('POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    await passTwoFactor(t, login.json.tokens.accessToken, email);
    expect((await t.call('GET', '/api/admin/overview', { token: login.json.tokens.accessToken })).status).toBe(200);
  });

  it('promotes an existing account without touching its password, and changes nothing twice', async () => {
    const person = await t.signUp();
    const promoted = await createOrPromoteAdmin(t.database.db, { email: person.email, role: 'ADMIN' }, noPassword);
    expect(promoted).toMatchObject({ outcome: 'promoted', previousRole: null, user: { adminRole: 'ADMIN' } });
    const again = await createOrPromoteAdmin(t.database.db, { email: person.email, role: 'ADMIN' }, noPassword);
    expect(again.outcome).toBe('unchanged');
    const entries = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, person.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorType: 'cli', action: 'user.set_role', before: { adminRole: null }, after: { adminRole: 'ADMIN' } });
    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(200);
  });

  it('refuses a bad email, role or password and writes nothing', async () => {
    const before = await t.database.db.$count(users);
    await expect(createOrPromoteAdmin(t.database.db, { email: 'nope', role: 'ADMIN' }, noPassword)).rejects.toThrow('Enter a valid email address.');
    await expect(createOrPromoteAdmin(t.database.db, { email: buildSignup().email, role: 'KING' }, noPassword)).rejects.toThrow(
      '--role must be one of SUPER_ADMIN, ADMIN, SUPPORT, VIEWER.',
    );
    await expect(createOrPromoteAdmin(t.database.db, { email: buildSignup().email, role: 'ADMIN' }, async () => 'short')).rejects.toThrow(
      'Choose a password of at least 10 characters.',
    );
    expect(await t.database.db.$count(users)).toBe(before);
  });
});

function runCommand(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin:create', () => {
  it('creates, then promotes, on the database under DATA_DIR, and refuses to guess a password', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-admin-cli-'));
    try {
      const created = await runCommand(
        ['--email', 'first@example.com', '--role', 'VIEWER', '--password', 'first admin password', '--name', 'First Admin'],
        dataDir,
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created the account first@example.com (First Admin) with the role VIEWER.');

      const promoted = await runCommand(['--email', 'first@example.com', '--role', 'SUPER_ADMIN'], dataDir);
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toContain('first@example.com now has the role SUPER_ADMIN (before: VIEWER).');

      // No --password and no terminal: nothing to ask, so it refuses.
      const refused = await runCommand(['--email', 'second@example.com', '--role', 'ADMIN'], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        'No account exists for second@example.com, so it needs a password: pass --password, or run the command in a terminal to be asked.',
      );

      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db.select().from(users);
        expect(rows.map((row) => [row.email, row.adminRole])).toEqual([['first@example.com', 'SUPER_ADMIN']]);
        expect(await verifyPassword(rows[0]!.passwordHash!, 'first admin password')).toBe(true);
        const entries = await database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt));
        expect(entries.map((entry) => [entry.actorEmail, entry.action, entry.after])).toEqual([
          ['cli', 'user.set_role', { adminRole: 'SUPER_ADMIN' }],
          ['cli', 'user.create', { email: 'first@example.com', name: 'First Admin', adminRole: 'VIEWER' }],
        ]);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
