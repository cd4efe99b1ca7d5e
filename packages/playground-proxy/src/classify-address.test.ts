import { describe, expect, it } from 'vitest';
import { classifyAddress, isPublicUnicast } from './classify-address.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'thisNetwork'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['192.0.0.8', 'ietfProtocolAssignment'],
    ['192.88.99.1', 'sixToFourRelay'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['2130706433', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['127.1', 'loopback'],
    ['0xa9fea9fe', 'linkLocal'],
    ['１２７.０.０.１', 'loopback'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['::ffff:0:7f00:1', 'ipv4Translated'],
    ['::127.0.0.1', 'ipv4Compatible'],
    ['::7f00:1', 'ipv4Compatible'],
    ['64:ff9b::a00:1', 'nat64:private'],
    ['64:ff9b::127.0.0.1', 'nat64:loopback'],
    ['64:ff9b:1::a00:1', 'nat64LocalUse'],
    ['100::1', 'discardOnly'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'teredo:private'],
    ['2001:0:7f00:1:8000:63bf:3fff:fdd2', 'teredo:loopback'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:10::1', 'ietfProtocolAssignment'],
    ['2002:a00:1::1', '6to4:private'],
    ['2002:7f00:1::', '6to4:loopback'],
    ['2002:a9fe:a9fe::', '6to4:linkLocal'],
    ['5f00::1', 'segmentRouting'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fec0::1', 'siteLocal'],
    ['ff02::1', 'multicast'],
    ['4000::1', 'reserved'],
    ['fe80::1%eth0', 'scoped'],
    ['example.com', 'notAnAddress'],
    ['1.2.3.4.5', 'invalid'],
    ['256.0.0.1', 'invalid'],
    ['1::2::3', 'invalid'],
  ])('refuses %s as %s', (address, range) => {
    expect(classifyAddress(address)).toMatchObject({ public: false, range });
    expect(isPublicUnicast(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8', '8.8.8.8'],
    ['93.184.215.14', '93.184.215.14'],
    ['1.1.1.1', '1.1.1.1'],
    ['172.32.0.1', '172.32.0.1'],
    ['100.128.0.1', '100.128.0.1'],
    ['198.20.0.1', '198.20.0.1'],
    ['134744072', '8.8.8.8'],
    ['2606:4700:4700::1111', '2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e', '2a00:1450:4001:80b::200e'],
    ['64:ff9b::808:808', '64:ff9b::808:808'],
    ['2002:808:808::1', '2002:808:808::1'],
  ])('accepts %s as public unicast (%s)', (address, canonical) => {
    expect(classifyAddress(address)).toMatchObject({ public: true, address: canonical });
    expect(isPublicUnicast(address)).toBe(true);
  });

  it('names the canonical address it classified', () => {
    expect(classifyAddress('0x7f.1')).toEqual({ public: false, range: 'loopback', address: '127.0.0.1' });
    expect(classifyAddress('::ffff:127.0.0.1')).toEqual({
      public: false,
      range: 'ipv4Mapped',
      address: '::ffff:7f00:1',
    });
  });
});
