import { useParams } from 'react-router';
import { EmailedCodeLookup } from '../../../components/EmailedCodeLookup';
import { usePasswordReset } from '../api/getPasswordReset';

/** Route forgot/:code: the page a password reset e-mail links to. */
export function ForgotCodeRoute() {
  const code = useParams().code ?? '';
  const lookup = usePasswordReset(code);
  return (
    <EmailedCodeLookup
      flow="forgot"
      code={code}
      lookup={lookup}
      nextPath="/forgot/step/3"
      restartPath="/forgot/step/1"
    />
  );
}
