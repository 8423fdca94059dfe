// The app's router (docs/decisions/0029-in-house-router.md): React Router's declarative names and behaviour for
// what the app uses, in a few hundred bytes.
export {
  BrowserRouter,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './context';
export type { NavigationType, RouterLocation } from './history';
export { Link, NavLink } from './link';
export { Navigate, Route, Routes } from './routes';
