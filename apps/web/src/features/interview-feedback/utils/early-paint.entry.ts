// The early paint's script (decision 0547): the build bundles this file alone into an inline script.
import { earlyPaint } from './early-paint';

void earlyPaint();
