import type { Permission } from '../types';

/**
 * The nine sample permissions of SPEC §6, in its order and with its roles. The names are the
 * spec's (data, shown as stored); the creation times are ours, fixed, in the API's text format.
 */
export function seedPermissions(): Permission[] {
  return [
    {
      id: 1,
      name: 'Management',
      assignedTo: ['administrator'],
      createdDate: '14 Apr 2026, 8:43 PM',
    },
    {
      id: 2,
      name: 'Manage Billing & Roles',
      assignedTo: ['administrator'],
      createdDate: '16 Sep 2026, 5:20 PM',
    },
    {
      id: 3,
      name: 'Add & Remove Users',
      assignedTo: ['administrator', 'manager'],
      createdDate: '14 Oct 2026, 10:20 AM',
    },
    {
      id: 4,
      name: 'Project Planning',
      assignedTo: ['administrator', 'user', 'support'],
      createdDate: '03 Jan 2026, 12:05 PM',
    },
    {
      id: 5,
      name: 'Manage Email Sequences',
      assignedTo: ['administrator', 'user', 'support'],
      createdDate: '22 Feb 2026, 9:15 AM',
    },
    {
      id: 6,
      name: 'Client Communication',
      assignedTo: ['administrator', 'manager'],
      createdDate: '07 May 2026, 3:30 PM',
    },
    {
      id: 7,
      name: 'Only View',
      assignedTo: ['administrator', 'restricted-user'],
      createdDate: '19 Jun 2026, 11:50 AM',
    },
    {
      id: 8,
      name: 'Financial Management',
      assignedTo: ['administrator', 'manager'],
      createdDate: '28 Jul 2026, 6:40 PM',
    },
    {
      id: 9,
      name: "Manage Others' Tasks",
      assignedTo: ['administrator', 'support'],
      createdDate: '11 Aug 2026, 7:25 AM',
    },
  ];
}
