"""Held-out set 60: tool results of coding agents run in CI and on clusters, as the agent's
shell tool returns them.

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file; none of
these matched: a GitLab CI job log (``Running with gitlab-runner``, ``Preparing the
"docker+machine"``, ``Getting source from Git``, ``Executing "step_script"``, ``Uploading
artifacts``, ``Job succeeded``), a Buildkite step log by its markers (``~~~ Running commands``,
``Preparing working directory``, ``Running hooks``; the name Buildkite itself did match), a
GitHub Actions raw log with timestamps (``Post job cleanup``), ``helm get manifest`` (``helm
get values`` did match and was not used), ``istioctl proxy-config secret`` and a Renovate
debug log in CI. Files and apps no earlier set read: external-dns, Longhorn, kafka-ui,
Kubeflow, Linkerd, Istio, Kyverno, Gatekeeper, Renovate, OpenCost, Argo Rollouts and a
Satisfactory dedicated server; ``buildkite-agent pipeline upload`` and
``RENOVATE_HOST_RULES`` did not match either.
Written as each tool prints its output (remembered, not copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 gitlab runner env ¦ scenario 1 step 1: a GitLab CI job log the agent fetched, a debug env dump ¦ {p} ¦ Running with gitlab-runner 17.6.0 (3c8f1b2a)\n  on acme-docker-1 t3_Qx9Lm2, system ID: s_7d1e0c9b4a2f\nPreparing the "docker+machine" executor\nExecuting "step_script" stage of the job script\n$ env | grep -i pass\nDEPLOY_DB_PASSWORD={t}
s1 gitlab runner curl ¦ scenario 1 step 2: the same GitLab job log, a curl with a job-level token echoed ¦ glpat-{u20} ¦ Getting source from Git repository\nFetching changes with git depth set to 20...\n$ curl --header "PRIVATE-TOKEN: {t}" "https://gitlab.acme.io/api/v4/projects/88/packages/generic/cli/1.4.0/cli.tgz" -o cli.tgz\n  % Total    % Received % Xferd\n100   162  100   162    0     0   3012      0 --:--:-- --:--:-- --:--:--  3056
s1 gitlab runner artifact ¦ scenario 1 step 3: the GitLab job log, an artifact upload with a printed registry password ¦ {A32} ¦ $ echo "registry password is $CI_REGISTRY_PASSWORD" # debug\nregistry password is {t}\nUploading artifacts for successful job\nUploading artifacts...\ndist/: found 12 matching artifact files and directories\nJob succeeded
s2 buildkite hooks ¦ scenario 2 step 1: a Buildkite step log, an environment hook that echoed a token ¦ {h40} ¦ ~~~ Preparing working directory\n$ cd /var/lib/buildkite-agent/builds/ci-3/acme/api\n~~~ Running hooks\n# Executing "/etc/buildkite-agent/hooks/environment"\nexport NPM_TOKEN={t}
s2 buildkite commands ¦ scenario 2 step 2: a Buildkite step log, running commands with a secret on the command line ¦ {p} ¦ ~~~ Running commands\n$ ./scripts/migrate.sh --db-url "postgres://migrator:{t}@db.internal:5432/api"\n+++ :postgres: migrating\nERROR: relation "schema_migrations" does not exist
s2 buildkite annotate ¦ scenario 2 step 3: a Buildkite step log, an annotation body echoing a webhook secret ¦ {A40} ¦ +++ :memo: annotate\n$ buildkite-agent annotate --style error "Slack webhook failed: https://hooks.slack.com/services/T01ACME/B02CI/{t}"\n🚨 Error: The command exited with status 1
s3 gha checkout ¦ scenario 3 step 1: a GitHub Actions raw log with timestamps, a step env block printing a secret unmasked (set from a file, not a secret) ¦ {A36} ¦ 2026-12-06T22:01:14.0512339Z ##[group]Run ./deploy.sh\n2026-12-06T22:01:14.0513102Z shell: /usr/bin/bash -e {0}\n2026-12-06T22:01:14.0513500Z env:\n2026-12-06T22:01:14.0513911Z   FLY_API_TOKEN: {t}\n2026-12-06T22:01:14.0514288Z ##[endgroup]
s3 gha run ¦ scenario 3 step 2: the GitHub Actions raw log, a failing deploy printing a connection string ¦ {p} ¦ 2026-12-06T22:01:19.8821450Z Error: connect ECONNREFUSED amqp://orders:{t}@mq.internal:5672/orders\n2026-12-06T22:01:19.8935117Z ##[error]Process completed with exit code 1.
s3 gha cleanup ¦ scenario 3 step 3: the GitHub Actions raw log, post job cleanup showing a git extraheader ¦ {b40} ¦ 2026-12-06T22:01:20.1127010Z Post job cleanup.\n2026-12-06T22:01:20.2210384Z [command]/usr/bin/git config --local --name-only --get-regexp http\\.https\\:\\/\\/github\\.com\\/\\.extraheader\n2026-12-06T22:01:20.2301845Z http.https://github.com/.extraheader AUTHORIZATION: basic {t}
s4 helm manifest secret ¦ scenario 4 step 1: helm get manifest of an external-dns release, a Secret with stringData ¦ {A40} ¦ $ helm get manifest external-dns -n kube-system\n---\n# Source: external-dns/templates/secret.yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: external-dns-cloudflare\nstringData:\n  cloudflare_api_token: {t}
s4 helm manifest longhorn ¦ scenario 4 step 2: helm get manifest of Longhorn, a backup target credential ¦ {A40} ¦ ---\n# Source: longhorn/templates/backup-secret.yaml\nkind: Secret\nstringData:\n  AWS_ACCESS_KEY_ID: AKIA5Q2EXAMPLE7ZB3\n  AWS_SECRET_ACCESS_KEY: {t}\n  AWS_ENDPOINTS: https://s3.acme.io
s4 helm manifest kafka-ui ¦ scenario 4 step 3: helm get manifest of kafka-ui, a ConfigMap holding a SASL JAAS password ¦ {p} ¦ ---\n# Source: kafka-ui/templates/configmap.yaml\ndata:\n  KAFKA_CLUSTERS_0_PROPERTIES_SASL_JAAS_CONFIG: org.apache.kafka.common.security.plain.PlainLoginModule required username="ui" password="{t}";
s5 istioctl secret ¦ scenario 5 step 1: istioctl proxy-config secret -o json, an inline private key's base64 ¦ {b64} ¦ $ istioctl proxy-config secret deploy/payments -o json | jq '.dynamicActiveSecrets[0].secret.tlsCertificate.privateKey'\n{\n  "inlineBytes": "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t{t}"\n}
s5 linkerd identity ¦ scenario 5 step 2: kubectl get of Linkerd's identity issuer secret ¦ {b60} ¦ $ kubectl -n linkerd get secret linkerd-identity-issuer -o jsonpath='{.data.tls\\.key}'\n{t}
s5 kubeflow dex ¦ scenario 5 step 3: kubectl exec cat of Kubeflow's dex config ¦ {p} ¦ $ kubectl -n auth exec deploy/dex -- cat /etc/dex/cfg/config.yaml | grep -A3 staticPasswords\nstaticPasswords:\n- email: admin@acme.io\n  hashFromEnv: DEX_ADMIN_HASH\n  password: {t}
s6 renovate hostrules ¦ scenario 6 step 1: a Renovate debug log in CI, host rules with a token ¦ {A40} ¦ DEBUG: Using RE2 regex engine\nDEBUG: hostRules: [{"matchHost":"npm.acme.io","hostType":"npm","token":"{t}"}]
s6 renovate npmrc ¦ scenario 6 step 2: the Renovate debug log, an npmrc written for a lookup ¦ {b32} ¦ DEBUG: Setting npmrc (repository=acme/web)\n       "npmrc": "//npm.acme.io/:_authToken={t}\\nalways-auth=true\\n"
s6 renovate fail ¦ scenario 6 step 3: the Renovate debug log, a failed lookup printing the registry URL with credentials ¦ {p} ¦ DEBUG: Failed to look up npm package @acme/ui (repository=acme/web)\n       "err": {"name": "HTTPError", "url": "https://renovate:{t}@npm.acme.io/@acme%2fui", "statusCode": 401}
"""

SINGLES = r"""
kyverno policy ¦ cat of a Kyverno ClusterPolicy that hard-codes an image pull secret ¦ {b56} ¦ apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nspec:\n  rules:\n  - name: add-pull-secret\n    generate:\n      data:\n        data:\n          .dockerconfigjson: {t}
gatekeeper webhook ¦ kubectl get of an OPA Gatekeeper external data provider with a bearer header ¦ {A48} ¦ $ kubectl get providers.externaldata.gatekeeper.sh cosign -o yaml | grep -i auth\n    authorization: "Bearer {t}"
istio sidecar env ¦ kubectl describe pod env of an Istio-injected app ¦ {p} ¦ $ kubectl describe pod payments-7c9f5d-xk2lq | sed -n '/Environment:/,/Mounts:/p'\n    Environment:\n      STRIPE_WEBHOOK_SECRET:  {t}\n      ISTIO_META_APP_CONTAINERS:  payments
satisfactory ini ¦ rg over a Satisfactory dedicated server's Engine.ini ¦ {A24} ¦ $ rg -n Password ~/.config/Epic/FactoryGame/Saved/Config/LinuxServer/\nGame.ini:14:AdminPassword={t}
kubeflow katib diff ¦ git diff adding a Katib DB password to a kustomization ¦ {p} ¦ $ git diff -- manifests/katib/overlays/prod/secrets.env\n-KATIB_MYSQL_DB_PASSWORD=\n+KATIB_MYSQL_DB_PASSWORD={t}
linkerd viz grep ¦ grep -rn over a Linkerd viz values file ¦ {A32} ¦ $ grep -rn 'password' deploy/linkerd-viz/values-prod.yaml\n42:  grafana:\n43:    adminPassword: {t}
renovate config js ¦ cat of a self-hosted Renovate config.js ¦ {A40} ¦ module.exports = {\n  platform: 'gitea',\n  endpoint: 'https://git.acme.io/api/v1',\n  token: '{t}',\n  autodiscover: true,\n};
http mint gitlab runner ¦ an HTTP tool response registering a GitLab runner and minting its token ¦ glrt-{u20} ¦ HTTP 201 POST /api/v4/user/runners\n{"id":418,"token":"{t}","token_expires_at":null}
http mint buildkite agent ¦ an HTTP tool response creating a Buildkite cluster agent token ¦ {h50} ¦ HTTP 201 POST /v2/organizations/acme/clusters/c-1/tokens\n{"id":"7f3c1a20","description":"ci-large","token":"{t}"}
http mint external-dns ¦ an HTTP tool response minting a scoped DNS API token for external-dns ¦ {u40} ¦ HTTP 200 POST /client/v4/user/tokens\n{"success":true,"result":{"id":"4b1d…","name":"external-dns","value":"{t}"}}
gitlab ci yml ¦ cat of a .gitlab-ci.yml with a variable value committed ¦ {A40} ¦ variables:\n  DOCKER_DRIVER: overlay2\n  SENTRY_AUTH_TOKEN: "{t}"\n  NODE_ENV: production
buildkite pipeline yml ¦ buildkite-agent pipeline upload --dry-run printing an env block ¦ {p} ¦ $ buildkite-agent pipeline upload --dry-run .buildkite/pipeline.yml\n{"steps":[{"label":":rspec:","command":"bin/rspec","env":{"DATABASE_URL":"postgres://ci:{t}@localhost/test"}}]}
helm manifest opencost ¦ helm get manifest of OpenCost, a Secret with a cloud cost export password in stringData ¦ {p} ¦ ---\n# Source: opencost/templates/cloud-integration-secret.yaml\nkind: Secret\nstringData:\n  athena-user: opencost\n  athena-password: {t}
argo rollouts env ¦ kubectl argo rollouts get rollout -o yaml env literal ¦ {A36} ¦ $ kubectl get rollout checkout -o yaml | yq '.spec.template.spec.containers[0].env'\n- name: ALGOLIA_ADMIN_KEY\n  value: {t}
renovate hostrules env ¦ Renovate's RENOVATE_HOST_RULES env printed by env in CI ¦ {A40} ¦ $ env | grep RENOVATE_\nRENOVATE_HOST_RULES=[{"matchHost":"ghcr.io","username":"bot","password":"{t}"}]
http mint github app ¦ an HTTP tool response minting a GitHub App installation token for CI ¦ ghs_{A36} ¦ HTTP 201 POST /app/installations/51234/access_tokens\n{"token":"{t}","expires_at":"2026-12-06T23:31:00Z","permissions":{"contents":"read"}}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
