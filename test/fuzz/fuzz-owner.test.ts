import { fuzzEveryRoute } from './run-fuzz';

fuzzEveryRoute('owner');
