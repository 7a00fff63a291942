// System family: bootstrap, flags, keys, captcha, help, country codes (spec §7).
import { defineOps, s } from './operation.ts';

const whitelabelNode = {
  type: 'object',
  required: ['modId', 'enabled', 'childrenNodes'],
  properties: {
    modId: s.str('Module id, e.g. PTSYS3.'),
    enabled: s.bool('Whether the module is on for this tenant.'),
    childrenNodes: {
      type: 'array',
      description: 'Sub-modules.',
      items: { type: 'object', description: 'A sub-module node.' },
    },
  },
} as const;

export const systemOps = defineOps({
  systemStatus: {
    operationId: 'systemStatus',
    method: 'get',
    path: '/wps/system/status',
    summary:
      'Bootstrap: tenant info, whitelabel tree, register rules, visitor location and system status',
    auth: 'none',
    response: {
      type: 'object',
      required: ['status', 'info', 'location'],
      properties: {
        status: {
          type: 'integer',
          enum: [0, 1, 2],
          description: '0 normal, 1 maintenance, 2 region restricted.',
        },
        info: {
          type: 'object',
          description: 'Permission info (spec §3).',
          required: ['merchantCode', 'whitelabel', 'registerRules'],
          properties: {
            merchantCode: s.str('Merchant code of the tenant.'),
            mainDomain: s.str('Main domain of the tenant.'),
            whitelabel: {
              type: 'array',
              items: whitelabelNode,
              description: 'Whitelabel module tree.',
            },
            registerRules: { type: 'object', description: 'Register field rules by field name.' },
            customerService: {
              type: 'array',
              description: 'Customer-service entries.',
              items: { type: 'object', description: 'One entry.' },
            },
            resources: {
              type: 'array',
              description: 'Site resources by type.',
              items: { type: 'object', description: 'One resource.' },
            },
            domainRoute: {
              type: 'array',
              description: 'Alternative domains.',
              items: s.str('A domain.'),
            },
            analytics: {
              type: 'object',
              description: 'Analytics settings.',
              properties: { gtagId: s.str('Google tag id.') },
            },
            imageCDNs: {
              type: 'array',
              items: s.str('Image host.'),
              description: 'Image CDN hosts.',
            },
            launchGameCDNs: {
              type: 'array',
              items: s.str('Launch host.'),
              description: 'Game launch hosts.',
            },
          },
        },
        location: {
          type: 'object',
          required: ['ip'],
          properties: { ip: s.str('Visitor IP address.') },
          description: 'Visitor location.',
        },
        maintenance: s.bool('Whether the site is under maintenance.'),
        regionRestriction: s.bool('Whether the visitor is region restricted.'),
      },
    },
  },
  publicKey: {
    operationId: 'publicKey',
    method: 'get',
    path: '/wps/system/publicKey',
    summary: 'RSA-2048 public key (SPKI PEM) for hybrid-encrypted calls',
    auth: 'none',
    response: { type: 'string', description: 'SPKI PEM.' },
  },
});
