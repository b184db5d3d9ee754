import { HttpResponse } from 'msw';
import { demoApi } from '@/lib/demo/api';
import { pricingData } from './data';

/** The pricing call (SPEC §7): `read Page`. */
const api = demoApi('Page');

export const pricingHandlers = [api.get('/pricing/data', () => HttpResponse.json(pricingData()))];
