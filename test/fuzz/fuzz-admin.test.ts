import { fuzzEveryRoute } from './run-fuzz';

fuzzEveryRoute('admin');
