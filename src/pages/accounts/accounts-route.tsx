import { useParams } from 'react-router';
import AccountPage from './account-page';
import AccountsPage from './accounts-page';

/** /dashboard/accounts and /dashboard/accounts/:uid, one chunk (the route table holds one entry for both). */
export default function AccountsRoute() {
  const { uid } = useParams();
  return uid === undefined ? <AccountsPage /> : <AccountPage key={uid} />;
}
