/**
 * The hero entries of docs/product/screens.md (treatments, training, team, home, Miami), gathered in one
 * record. Each hero is written once, in its page's module; this file only points to them.
 */
import { home } from './home';
import { miami } from './miami';
import { team } from './team';
import { trainings } from './trainings';
import { treatmentsPage } from './treatments';
import type { Heroes } from './types';

export const heroes: Heroes = {
  treatments: treatmentsPage.hero,
  training: trainings.hero,
  team: team.hero,
  home: home.hero,
  miami: miami.hero,
};
