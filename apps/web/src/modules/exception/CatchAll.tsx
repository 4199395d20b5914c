import { Navigate } from 'react-router';
import { useLocationMeta } from '../../app/route-meta';
import { Placeholder } from '../../components/Placeholder';

/** Paths named by the spec or by the user's menu render the 建设中 placeholder; others are 404. */
export function CatchAll() {
  const meta = useLocationMeta();
  if (!meta.known) return <Navigate to="/404" replace />;
  return <Placeholder />;
}
