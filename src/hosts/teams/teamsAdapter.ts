import { errorMessageOf } from '../shared/errorCodeOf';
import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { loadTeamsSdk, signInTeams } from './teamsSignIn';

/** Teams. Links open through the SDK; Teams cannot close a tab, so close is left unsupported. */
export const teamsAdapter: HostAdapter = {
  id: 'teams',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, signInTeams),
  verbs: () => ({
    openLink: async (url) => {
      const teams = await loadTeamsSdk();
      try {
        await teams.app.openLink(url);
      } catch (error) {
        throw new Error(`SDK returned error: ${errorMessageOf(error)}`, { cause: error });
      }
    },
  }),
};
