import type { calendar } from './en-calendar';
import type { Words } from './words';

/** Kinyarwanda words of a listing's calendar (rules §4.15, §4.17); English in en-calendar.ts. */
export default {
  calendar: {
    title: 'Igihe iboneka',
    intro: 'Kanda ku isaha iboneka kugira ngo usabe guhera icyo gihe. Amasaha ni aya Kigali.',
    weekOf: '{{from}} – {{to}}',
    previousWeek: 'Icyumweru gishize',
    nextWeek: 'Icyumweru gikurikira',
    loading: 'Turimo gufungura kalendari…',
    error: 'Kalendari ntiyashoboye gufunguka.',
    legendLabel: 'Icyo amabara asobanura',
    kind: {
      free: 'Iraboneka',
      booked: 'Yafashwe',
      blocked: 'Yafunzwe',
      closed: 'Ntiboneka',
      picked: 'Icyo wahisemo',
    },
    cell: '{{day}}, {{time}}: {{kind}}',
    hourHeader: 'Isaha',
    chooseDateFirst: 'Banza uhitemo itariki',
    chooseStart: 'Hitamo isaha',
    loadingHours: 'Turimo gushaka amasaha aboneka…',
    refusal: {
      not_a_day: {
        mon: 'Ntiboneka ku wa mbere',
        tue: 'Ntiboneka ku wa kabiri',
        wed: 'Ntiboneka ku wa gatatu',
        thu: 'Ntiboneka ku wa kane',
        fri: 'Ntiboneka ku wa gatanu',
        sat: 'Ntiboneka ku wa gatandatu',
        sun: 'Ntiboneka ku cyumweru',
      },
      fully_booked: 'Yafashwe umunsi wose. Hitamo indi tariki.',
      passed: 'Nta masaha asigaye kuri uyu munsi. Hitamo indi tariki.',
    },
    similarCars: 'Imodoka zisa nayo ziboneka icyo gihe',
    similarDrivers: 'Abashoferi basa nawe baboneka icyo gihe',
    similarNone: 'Nta yindi isa nayo iboneka icyo gihe.',
    perHour: '{{price}} / isaha',
  },
} satisfies Words<{ calendar: typeof calendar }>;
