import { describe, expect, it } from 'vitest';
import { compileAddressPolicy } from './address-policy.ts';
import { classifyAddress } from './classify-address.ts';

describe('compileAddressPolicy', () => {
  it('allows only public unicast by default', () => {
    const policy = compileAddressPolicy();
    expect(policy.allows('api.example.com', classifyAddress('8.8.8.8'))).toBe(true);
    expect(policy.allows('api.example.com', classifyAddress('127.0.0.1'))).toBe(false);
    expect(policy.allows('api.example.com', classifyAddress('10.0.0.1'))).toBe(false);
  });

  it('allows a named range, and only that range', () => {
    const policy = compileAddressPolicy({ allowPrivate: ['loopback'] });
    expect(policy.allows('x', classifyAddress('127.0.0.1'))).toBe(true);
    expect(policy.allows('x', classifyAddress('::1'))).toBe(true);
    expect(policy.allows('x', classifyAddress('10.0.0.1'))).toBe(false);
    // Another spelling of loopback that is its own range stays refused.
    expect(policy.allows('x', classifyAddress('::ffff:127.0.0.1'))).toBe(false);
    expect(policy.allows('x', classifyAddress('0.0.0.0'))).toBe(false);
    expect(policy.allows('x', classifyAddress('2002:7f00:1::'))).toBe(false);
  });

  it('allows CIDR blocks and single addresses', () => {
    const policy = compileAddressPolicy({ allowPrivate: ['10.20.0.0/16', '192.168.1.7', 'fd00:1::/64'] });
    expect(policy.allows('x', classifyAddress('10.20.3.4'))).toBe(true);
    expect(policy.allows('x', classifyAddress('10.21.0.1'))).toBe(false);
    expect(policy.allows('x', classifyAddress('192.168.1.7'))).toBe(true);
    expect(policy.allows('x', classifyAddress('192.168.1.8'))).toBe(false);
    expect(policy.allows('x', classifyAddress('fd00:1::5'))).toBe(true);
    expect(policy.allows('x', classifyAddress('fd00:2::5'))).toBe(false);
  });

  it('allows a named host to use private addresses, but never "this machine" or multicast', () => {
    const policy = compileAddressPolicy({ allowPrivate: ['Staging.Internal.'] });
    expect(policy.allows('staging.internal', classifyAddress('10.1.2.3'))).toBe(true);
    expect(policy.allows('other.internal', classifyAddress('10.1.2.3'))).toBe(false);
    expect(policy.allows('staging.internal', classifyAddress('0.0.0.0'))).toBe(false);
    expect(policy.allows('staging.internal', classifyAddress('224.0.0.1'))).toBe(false);
  });

  it('throws on an entry it cannot read, naming it', () => {
    expect(() => compileAddressPolicy({ allowPrivate: ['loopbak!'] })).toThrow(/"loopbak!"/);
    expect(() => compileAddressPolicy({ allowPrivate: ['10.0.0.0/33'] })).toThrow(RangeError);
  });
});
