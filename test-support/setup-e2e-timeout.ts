import { jest } from '@jest/globals';

jest.setTimeout(180000);
