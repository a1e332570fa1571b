import { describe, expect, it } from 'vitest';
import { judgeStep, keepStepping, summariseSteps, type StepFigures } from '../../bench/load-steps';
import { ShopperPool } from '../../bench/shopper-pool';

const step = (shoppers: number, p99Ms: number, errors = 0, non2xx = 0): StepFigures => ({ shoppers, requestsPerSecond: shoppers * 10, p50Ms: p99Ms / 3, p99Ms, errors, non2xx });

describe('judgeStep', () => {
  it('holds at or under the target with no errors', () => {
    expect(judgeStep(step(10, 200), 200)).toBe('held');
  });
  it('is slow past the target, errors or not', () => {
    expect(judgeStep(step(10, 201), 200)).toBe('slow');
    expect(judgeStep(step(10, 900, 5, 7), 200)).toBe('slow');
  });
  it('fails under the target with errors or non-2xx answers', () => {
    expect(judgeStep(step(10, 50, 1), 200)).toBe('failing');
    expect(judgeStep(step(10, 50, 0, 1), 200)).toBe('failing');
  });
});

describe('keepStepping', () => {
  it('goes on while every step held and more are planned', () => {
    expect(keepStepping([step(10, 80), step(20, 120)], 200, 5)).toBe(true);
  });
  it('stops at the first step past the target', () => {
    expect(keepStepping([step(10, 80), step(20, 250)], 200, 5)).toBe(false);
  });
  it('stops at errors under the target', () => {
    expect(keepStepping([step(10, 80, 3)], 200, 5)).toBe(false);
  });
  it('stops after the last planned step', () => {
    expect(keepStepping([step(10, 80), step(20, 90)], 200, 2)).toBe(false);
  });
});

describe('summariseSteps', () => {
  it('reports the last step held and the one past the target', () => {
    const s = summariseSteps([step(10, 80), step(20, 150), step(40, 420, 2)], 200);
    expect(s.held?.shoppers).toBe(20);
    expect(s.stoppedAt?.shoppers).toBe(40);
    expect(s.stoppedBy).toBe('target');
    expect(s.failed).toBe(false);
  });
  it('fails on errors under the target', () => {
    const s = summariseSteps([step(10, 80), step(20, 150, 0, 4)], 200);
    expect(s.held?.shoppers).toBe(10);
    expect(s.stoppedBy).toBe('errors');
    expect(s.failed).toBe(true);
  });
  it('holds nothing when the first step is already past the target', () => {
    const s = summariseSteps([step(10, 510)], 200);
    expect(s.held).toBeNull();
    expect(s.failed).toBe(false);
  });
  it('says when the plan ran out before the target was passed', () => {
    const s = summariseSteps([step(10, 80), step(20, 90)], 200);
    expect(s.held?.shoppers).toBe(20);
    expect(s.stoppedAt).toBeNull();
    expect(s.stoppedBy).toBe('last step');
  });
});

describe('ShopperPool', () => {
  it('never hands out a shopper another visit holds', () => {
    const pool = new ShopperPool<string>();
    pool.add(['a', 'b']);
    const first = pool.take();
    const second = pool.take();
    expect(new Set([first, second]).size).toBe(2);
    pool.give(first);
    expect(pool.take()).toBe(first);
  });
  it('shares round-robin when none is free, and a shared one given back is not freed twice', () => {
    const pool = new ShopperPool<string>();
    pool.add(['a', 'b']);
    pool.take();
    pool.take();
    expect([pool.take(), pool.take(), pool.take()]).toEqual(['a', 'b', 'a']);
    pool.give('a');
    pool.give('a');
    expect(pool.take()).toBe('a');
    // 'a' was freed once: with nobody free again, the next is shared.
    expect(pool.take()).toBe('b');
  });
  it('frees everyone on reset', () => {
    const pool = new ShopperPool<string>();
    pool.add(['a', 'b']);
    pool.take();
    pool.take();
    pool.reset();
    expect(new Set([pool.take(), pool.take()]).size).toBe(2);
  });
});
