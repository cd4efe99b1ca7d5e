export { loadLocalConfig, LocalConfigError, type LocalConfig } from './load-local-config.ts';
export { startLocalPlatform, BackingServicesDown, type LocalPlatform, type Progress } from './start-local-platform.ts';
export { checkBackingServices, maintenanceUrl, type BackingServiceProblem } from './check-backing-services.ts';
export { ensureDatabase } from './ensure-database.ts';
export { ensureLocalSecrets, type LocalSecrets } from './ensure-local-secrets.ts';
export { startEmbeddedS3, type EmbeddedS3 } from './start-embedded-s3.ts';
export { startGitServer, listBranches, type LocalGitServer, type PushedRef } from './start-git-server.ts';
export { startFrontProxy, type FrontProxyOptions } from './start-front-proxy.ts';
export { startChildService, type ChildService } from './start-child-service.ts';
export { deliverGithubPush, type GithubPush, type WebhookDelivery } from './deliver-github-push.ts';
export { publishFolder, git, type PublishedFolder, type PublishFolderOptions } from './publish-folder.ts';
export {
  ensureDemoSite,
  readLocalState,
  type LocalState,
  type DemoSiteSpec,
  type DemoContext,
  type LiveDemoSite,
} from './ensure-demo-site.ts';
export { createApiClient, type CallApi, type ApiAnswer } from './call-api.ts';
export { waitForBuild, type BuildView } from './wait-for-build.ts';
export { waitUntilHealthy } from './wait-until-healthy.ts';
export { findFreePort } from './find-free-port.ts';
export { SERVICE_NAMES, isServiceName, RUN_SERVICE_FILE, type ServiceName } from './service-main.ts';
