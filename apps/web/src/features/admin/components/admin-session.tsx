import * as React from 'react';
import type { AdminRole } from '@acclaim/domain';

/** The signed-in admin as the access check returned them: the layout shows them, screens hide what the role may not use. */
export interface AdminSession {
  id: string;
  name: string;
  email: string;
  role: AdminRole;
}

const AdminSessionContext = React.createContext<AdminSession | null>(null);

export function AdminSessionProvider({ admin, children }: { admin: AdminSession; children: React.ReactNode }) {
  return <AdminSessionContext.Provider value={admin}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const admin = React.useContext(AdminSessionContext);
  if (!admin) throw new Error('useAdminSession must be used within an AdminSessionProvider');
  return admin;
}
