// Integration tests talk to real servers; give them room (a project-level testTimeout is ignored).
import { jest } from '@jest/globals';

jest.setTimeout(30000);
