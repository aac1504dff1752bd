import { z } from 'zod';
import { endpoint } from '../define';

export const activity = {};
