// Lazy page group chunk "index" (SPEC.md §2): the home page and the pages opened from it.
import { LoginPage, RegisterPage } from '@lotusplay/auth';
import { HomePage } from '@lotusplay/content';
import { notAvailable } from '../not-available-page';
import type { PageGroupModule } from '../../routes/page-group';

/** SPEC.md §2: /register is the home page with the register dialog open. */
function HomeWithRegister() {
  return (
    <RegisterPage>
      <HomePage />
    </RegisterPage>
  );
}

/** The pages of this group; the home page needs no feature slice until the lobby exists. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    home: HomePage,
    register: HomeWithRegister,
    noticePage: notAvailable('noticePage'),
    login: LoginPage,
  },
};
