/**
 * Imported first by each entry: ES imports run before the entry's own code,
 * and react-hot-toast builds its keyframes with goober at import time, which
 * adds goober's <style> then; that element needs the nonce already shared.
 */
import { shareCspNonce } from './csp-nonce';

shareCspNonce();
