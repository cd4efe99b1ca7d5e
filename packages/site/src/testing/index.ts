export { sampleSite, type SampleSiteOptions } from './sample-site.ts';
