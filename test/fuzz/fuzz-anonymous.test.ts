import { fuzzEveryRoute } from './run-fuzz';

fuzzEveryRoute('anonymous');
