import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { StaffGate, StaffHome, StaffLayout } from '../../features/staff';
import { StaffRoleContext } from '../../state/staff-role';
import { StaffLiveUpdates } from '../staff-live-updates';
import { staffSections } from '../staff-sections';
import NotFoundPage from './not-found-page';

/**
 * The back office under /staff (its own entry, `staff-main.tsx`: nothing of it in the shop's pages). The sections
 * and their pages are the registry `app/staff-sections.ts`; paths here are below /staff.
 */
export default function StaffPages() {
  return (
    <StaffGate>
      {(me) => (
        <StaffRoleContext value={me.role}>
          <StaffLiveUpdates />
          <StaffLayout me={me} sections={staffSections}>
            <Suspense fallback={<PageSpinner />}>
              <Switch>
                <Route path="/">
                  <StaffHome me={me} sections={staffSections} />
                </Route>
                {staffSections.map(({ path, page: Page }) => (
                  <Route key={path} path={`/${path}/*?`}>
                    <Page />
                  </Route>
                ))}
                <Route>
                  <NotFoundPage />
                </Route>
              </Switch>
            </Suspense>
          </StaffLayout>
        </StaffRoleContext>
      )}
    </StaffGate>
  );
}
