/** The seam lives in lib/ so every module can write through it; this module implements it. */
export * from '../../lib/notifier';
