import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';

/** /redirect/{path}: re-enters {path} to refresh a view. */
export function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}${location.search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoading />;
}
