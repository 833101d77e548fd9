import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/routes';

/**
 * /auth is where the blog's Login button pointed in the original (spec section 2) without a
 * page behind it: it leads to /login, keeping the query and where the person came from.
 */
export function AuthRedirect() {
  const location = useLocation();
  return <Navigate to={{ pathname: paths.login, search: location.search }} state={location.state} replace />;
}
