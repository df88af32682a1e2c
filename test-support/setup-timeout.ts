// Integration tests talk to real servers, and some unit tests render images (the offline engine): give
// them room on a loaded 2-core machine, where CI once saw a render test of 1.2 s take over 5 s (a
// project-level testTimeout is ignored). A hang still fails, after 30 s.
import { jest } from '@jest/globals';

jest.setTimeout(30000);
