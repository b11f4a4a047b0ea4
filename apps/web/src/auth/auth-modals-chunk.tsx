// The lazily loaded chunk with every auth modal (and formik, yup and the forms they pull in), so
// the home route's first download does not carry them.
import { AuthModals } from '@lotusplay/auth';

/** Every auth modal, each shown while the auth slice names it; config comes from the system api. */
export default function AuthModalsChunk() {
  return <AuthModals />;
}
