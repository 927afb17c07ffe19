/**
 * The Spanish hero entries, twin of heroes.ts: each hero is written once, in its page's Spanish
 * module; this file only points to them.
 */
import { home } from './home.es';
import { miami } from './miami.es';
import { team } from './team.es';
import { trainings } from './trainings.es';
import { treatmentsPage } from './treatments.es';
import type * as en from './heroes';

export const heroes: typeof en.heroes = {
  treatments: treatmentsPage.hero,
  training: trainings.hero,
  team: team.hero,
  home: home.hero,
  miami: miami.hero,
};
