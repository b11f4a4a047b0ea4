// The home page with the lobby's hot games and latest winners (the content feature does not import
// the lobby: the app hands them over). One chunk of its own, loaded by the index page group, so
// the home route's start-up code carries none of it.
import { HomePage } from '@lotusplay/content';
import { HomeHotGames, LatestWinners } from '@lotusplay/game-lobby';

/** The home page's body. */
export default function Home() {
  return <HomePage hotGames={<HomeHotGames />} winners={<LatestWinners />} />;
}
