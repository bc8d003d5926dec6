import { useParams } from 'react-router';
import { UserDetails } from '@/features/admin/users/components/user-details';

/** /admin/users/:userId: one account. Keyed by id, so moving between accounts starts each afresh. */
export function Component() {
  const { userId = '' } = useParams();
  return <UserDetails key={userId} userId={userId} />;
}
