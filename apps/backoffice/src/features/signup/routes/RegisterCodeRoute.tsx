import { useParams } from 'react-router';
import { EmailedCodeLookup } from '../../../components/EmailedCodeLookup';
import { useRegistration } from '../api/getRegistration';

/** Route register: the page a sign-up (or staff invitation) e-mail links to. */
export function RegisterCodeRoute() {
  const code = useParams().code ?? '';
  const lookup = useRegistration(code);
  return (
    <EmailedCodeLookup
      flow="signup"
      code={code}
      lookup={lookup}
      nextPath="/signup/step/3"
      restartPath="/signup/step/1"
    />
  );
}
