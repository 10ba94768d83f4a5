"""Held-out set 78: vendors of developer platforms no earlier set named, each looked up with
the ``search`` tool — package registries other than npm and PyPI, CI/CD and build services, API
gateways, edge and DNS registrars, error tracking and API tooling.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every earlier
``benchmarks/*heldout*`` file before it was chosen (none matched; these did and were dropped:
crates.io, RubyGems, NuGet, Packagist, Hex.pm, Cloudsmith, Artifactory, JFrog, Gemfury,
Packagecloud, Sonatype, Clojars, pub.dev, CocoaPods, Conan, vcpkg, Anaconda, ProGet, Repsy,
Hackage, opam, LuaRocks, Chocolatey, Scoop, winget, Snapcraft, Flathub, Open VSX, Quay, Harbor,
CircleCI, Travis, Drone, Semaphore, Codemagic, Bitrise, AppVeyor, Codefresh, Woodpecker,
TeamCity, Bamboo, Cirrus, Earthly, Depot, GoCD, Concourse, Tekton, Spinnaker, Octopus Deploy,
Buddy.works, BuildBuddy, Develocity, Mergify, Qovery, Northflank, Koyeb, LaunchDarkly, Split,
Unleash, Flagsmith, ConfigCat, GrowthBook, Statsig, DevCycle, Flipt, PostHog, Optimizely,
Eppo, Kameleoon, Featurevisor, FeatBit, Kong, Tyk, Apigee, Zuplo, Gloo, 3scale, WSO2, Kuma,
RapidAPI, Hoppscotch, Fastly, Bunny, KeyCDN, Akamai, StackPath, Gcore, CDN77, Azion, Netlify,
Vercel, Porkbun, Namecheap, GoDaddy, Gandi, Dynadot, NameSilo, DNSimple, deSEC, NS1, ClouDNS,
INWX, OVH, IONOS, Netcup, Dynu, DuckDNS, Sentry, Rollbar, Bugsnag, Honeybadger, Airbrake,
Raygun, AppSignal, Exceptionless, GlitchTip, Bugsink, Statuspage, Instatus, Better Stack,
Hyperping, Cachet, StatusCake, Pingdom, Checkly, Cronitor and UptimeRobot).

Looked up with the ``search`` tool (29 vendors searched; 26 pages gave the format, the source
of each named per case). Two searched vendors were dropped after the grep found their vendor
named in an earlier set (Hetzner, whose ``Auth-API-Token`` was also used, and Traefik, whose
``hub.token`` was too). Used here: Gravitee (``X-Gravitee-Api-Key``, ``api-key`` query
parameter; the key a UUID, remembered), Apache APISIX (``X-API-KEY`` for the Admin API,
``deployment.admin.admin_key`` in ``conf/config.yaml``, 32 hex), KrakenD (``auth/api-keys``
with a ``keys`` list and an ``Authorization`` identifier), Ansible Galaxy (``[galaxy_server.
NAME] token=`` in ``ansible.cfg``, ``--token``; Ansible itself was named before, its Galaxy
token never), Puppet Forge (``pdk release publish --forge-token``, r10k's
``forge_authorization_token: 'Bearer …'``; Puppet named before, the Forge token never),
Artifact Hub (``X-API-KEY-ID`` and ``X-API-KEY-SECRET``), ChartMuseum (``BASIC_AUTH_PASS``,
``helm repo add --password``), the VS Code Marketplace's ``vsce`` (an Azure DevOps personal
access token, ``VSCE_PAT``), Kellnr (a cargo registry token), JetBrains Marketplace
(``publishPlugin``, ``intellijPublishToken``; the ``perm:`` prefix remembered; JetBrains named
before, the Marketplace token never), prefix.dev (``pixi auth login --token pfx_…``), Treblle
(``TREBLLE_SDK_TOKEN`` and ``TREBLLE_API_KEY`` with a project id), Bump.sh (``bump deploy
--token``), DNS Made Easy (``x-dnsme-apiKey`` and the secret key, ``DNSMADEEASY_API_SECRET``),
Domeneshop (an API token and secret as Basic), Loopia (XML-RPC with an ``@loopiaapi`` user and
its password as the first parameters), Mythic Beasts (an API ID and secret), Hawk.so
(``HAWK_CATCHER_TOKEN``), Backtrace (a submission token in ``submit.backtrace.io/<universe>/
<token>/minidump``, 64 hex), Speakeasy (``SPEAKEASY_API_KEY``, ``~/.speakeasy/config.yaml``),
Joker.com (DMAPI ``login`` with ``api-key=``, returning an ``Auth-Sid``) and Moesif (a
collector ``application_id``, a write-only key) here; FreeDNS at afraid.org (the update token
in ``update.php?…`` and ``sync.afraid.org/u/<key>/``) and easyDNS (an API token and key as
Basic, ``EASYDNS_KEY``) in ``_heldout_secrets78_vendors2.py``. StatusGator, EngFlow and
Status.io were searched and gave no format page; their shapes (in ``vendors2``) are
remembered. Lengths and alphabets not shown on a page are remembered and say so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
gravitee header ¦ Gravitee API Key plan, X-Gravitee-Api-Key header (search: documentation.gravitee.io api-key policy; UUID remembered) ¦ {uuid} ¦ $ http GET https://gw.acme.io/orders/v2/orders/8812 X-Gravitee-Api-Key:{t}\nHTTP/1.1 401 Unauthorized\n{"message":"API Key is not valid or is expired / revoked.","http_status_code":401}
gravitee query ¦ Gravitee gateway, api-key query parameter in an access log ¦ {uuid} ¦ 10.2.4.17 - - [07/Dec/2026:15:12:08 +0000] "GET /catalog/v1/items?page=3&api-key={t} HTTP/1.1" 403 118 "-" "okhttp/4.12.0"
apisix admin yaml ¦ Apache APISIX conf/config.yaml deployment.admin.admin_key (search: apisix.apache.org admin-api) ¦ {h32} ¦ deployment:\n  admin:\n    admin_key:\n      - name: admin\n        key: {t}\n        role: admin\n    allow_admin:\n      - 10.0.0.0/8
apisix admin curl ¦ APISIX Admin API with X-API-KEY ¦ {h32} ¦ $ curl -s http://127.0.0.1:9180/apisix/admin/routes/42 -H 'X-API-KEY: {t}' -X PUT -d '{"uri":"/billing/*","upstream":{"type":"roundrobin","nodes":{"billing:8080":1}}}'\n{"error_msg":"failed to check token"}
krakend keys ¦ KrakenD Enterprise auth/api-keys keys list (search: krakend.io enterprise authentication api-keys) ¦ {uuid} ¦ "extra_config": {\n  "auth/api-keys": {\n    "strategy": "header",\n    "identifier": "Authorization",\n    "keys": [\n      { "key": "{t}", "roles": ["partner"], "@description": "acme-partner-portal" }\n    ]\n  }\n}
krakend log ¦ KrakenD debug log of a rejected key ¦ {uuid} ¦ [KRAKEND] 2026/12/07 - 15:04:11.221 ▶ DEBUG [ENDPOINT: /v1/invoices] [auth/api-keys] unknown key "{t}" for role partner
galaxy cfg ¦ ansible.cfg [galaxy_server.NAME] token (search: ansible galaxy_server token; 40 hex remembered) ¦ {h40} ¦ [galaxy]\nserver_list = acme_hub\n\n[galaxy_server.acme_hub]\nurl=https://hub.acme.io/api/galaxy/\ntoken={t}
galaxy publish ¦ ansible-galaxy collection publish --token, the Authorization: Token header ¦ {h40} ¦ $ ansible-galaxy collection publish acme-netops-2.4.0.tar.gz --server https://hub.acme.io/api/galaxy/ --token {t} -vvv\n[WARNING]: Galaxy error response: {"errors":[{"status":"401","code":"not_authenticated"}]} (Authorization: Token {t})
forge pdk ¦ Puppet Forge pdk release publish --forge-token (search: powershellgallery Puppet.Dsc Publish-PuppetModule; length remembered) ¦ {A64} ¦ PS> pdk release publish --forge-token {t} --forge-upload-url https://forgeapi.puppet.com/v3/releases\npdk (FATAL): Error uploading to Puppet Forge: 401 Unauthorized
forge r10k ¦ r10k forge_authorization_token in Hiera (search: help.puppet.com r10k forge settings) ¦ {A64} ¦ puppet_enterprise::master::code_management::forge_baseurl: 'https://forge.acme.io'\npuppet_enterprise::master::code_management::forge_authorization_token: 'Bearer {t}'
artifacthub secret ¦ Artifact Hub X-API-KEY-ID and X-API-KEY-SECRET (search: artifacthub api keys openapi; secret length remembered) ¦ {b44} ¦ $ curl -s -X POST https://artifacthub.io/api/v1/repositories/user \\\n  -H "X-API-KEY-ID: 3c1f7e9a-52b0-4d18-a6e2-9f04b7d3c815" \\\n  -H "X-API-KEY-SECRET: {t}"\n{"message":"unauthorized"}
artifacthub gha ¦ Artifact Hub keys in a workflow env block printed by a debug step ¦ {b44} ¦ ##[debug]Evaluating: secrets.ARTIFACTHUB_API_KEY_SECRET\n##[debug]Result: '{t}'
chartmuseum env ¦ ChartMuseum BASIC_AUTH_PASS (search: chartmuseum BASIC_AUTH_PASS existingSecretMappings) ¦ {p} ¦ $ docker run --rm -p 8080:8080 -e STORAGE=local -e STORAGE_LOCAL_ROOTDIR=/charts -e BASIC_AUTH_USER=ci -e BASIC_AUTH_PASS={t} ghcr.io/helm/chartmuseum:v0.16.2
chartmuseum helm ¦ helm repo add --password to a ChartMuseum (search: helm.sh helm_repo_add) ¦ {p} ¦ $ helm repo add acme https://charts.acme.io --username ci --password {t}\nError: looks like "https://charts.acme.io" is not a valid chart repository or cannot be reached: failed to fetch https://charts.acme.io/index.yaml : 401 Unauthorized
vsce publish ¦ vsce publish -p with an Azure DevOps PAT (search: microsoft vscode-vsce issue 522; 52 lower base32 remembered) ¦ {l52} ¦ $ npx @vscode/vsce publish -p {t}\nERROR  Failed request: (401)
vsce env ¦ VSCE_PAT in a release pipeline's .env ¦ {l52} ¦ # .env.release (do not commit)\nVSCE_PAT={t}\nOVSX_NAMESPACE=acme
kellnr toml ¦ Kellnr registry token in ~/.cargo/credentials.toml (search: docs.rs kellnr-auth token; length remembered) ¦ {A32} ¦ [registries.kellnr]\ntoken = "{t}"
kellnr publish ¦ cargo publish to Kellnr, the token on the command line ¦ {A32} ¦ $ cargo publish --registry kellnr --token {t}\nerror: failed to publish to registry at https://crates.acme.io\n\nCaused by:\n  the remote server responded with an error (status 401 Unauthorized): Not authorized
jetbrains gradle ¦ JetBrains Marketplace PUBLISH_TOKEN for publishPlugin (search: plugins.jetbrains.com publishing-plugin; perm: prefix remembered) ¦ perm:{b24}.{d2}-{d2}.{A30} ¦ > Task :publishPlugin FAILED\nFailed to upload plugin: Upload failed: Authentication Failed: Invalid token: {t}
jetbrains properties ¦ ~/.gradle/gradle.properties intellijPublishToken ¦ perm:{b24}.{d2}-{d2}.{A30} ¦ org.gradle.jvmargs=-Xmx2g\nintellijPublishToken={t}\nsigning.keyId=9F2A1C44
prefix pixi ¦ prefix.dev pixi auth login --token pfx_ (search: pixi.prefix.dev authentication) ¦ pfx_{u36} ¦ $ pixi auth login repo.prefix.dev --token {t}\n$ pixi upload https://prefix.dev/api/v1/upload/acme-internal ./acme-tools-1.4.0-h4616a5c_0.conda\n  × 403 Forbidden: token does not grant write access to channel acme-internal
prefix yaml ¦ a CI step exporting a prefix.dev token into rattler-build ¦ pfx_{u36} ¦ - name: Upload to prefix.dev\n  run: rattler-build upload prefix -c acme-internal output/**/*.conda\n  env:\n    PREFIX_API_KEY: {t}
treblle env ¦ Treblle TREBLLE_SDK_TOKEN and TREBLLE_API_KEY (search: docs.treblle.com faqs; lengths remembered) ¦ {A32} ¦ TREBLLE_SDK_TOKEN={t}\nTREBLLE_API_KEY=\nTREBLLE_PROJECT_ID=Xk3bq0Lr8Yp2Hz1T
treblle express ¦ useTreblle(app, { apiKey, projectId }) in an Express app (search: npmjs treblle) ¦ {A32} ¦ useTreblle(app, {\n  apiKey: "{t}",\n  projectId: "Xk3bq0Lr8Yp2Hz1T",\n  additionalFieldsToMask: ["cardNumber"],\n});
bump deploy ¦ Bump.sh bump deploy --token (search: unpkg bump-cli deploy; length remembered) ¦ {A40} ¦ $ npx bump-cli deploy openapi.yaml --doc acme-payments --token {t}\n »   Error: Unauthenticated: Invalid or missing token (401)
bump gha ¦ a GitHub Actions step passing BUMP_TOKEN in with: ¦ {A40} ¦ - uses: bump-sh/github-action@v1\n  with:\n    doc: acme-payments\n    token: {t}\n    file: docs/openapi.yaml
dnsme lego ¦ DNS Made Easy DNSMADEEASY_API_SECRET for lego (search: go-acme lego dnsmadeeasy; UUID remembered) ¦ {uuid} ¦ $ DNSMADEEASY_API_KEY=0b7c2e51-3f4a-4e91-8d06-2a5c9e7b1f30 DNSMADEEASY_API_SECRET={t} lego --dns dnsmadeeasy -d '*.acme.io' run\n2026/12/07 15:20:11 [INFO] [*.acme.io] acme: Obtaining bundled SAN certificate
dnsme python ¦ Dnsmeapi(api_key, api_secret_key) (search: pypi dnsmeapi) ¦ {uuid} ¦ dnsmeapi = Dnsmeapi("0b7c2e51-3f4a-4e91-8d06-2a5c9e7b1f30", "{t}")\nresp = dnsmeapi.make_request("GET", "https://api.dnsmadeeasy.com/V2.0/dns/managed/", {})
domeneshop basic ¦ Domeneshop API token and secret as HTTP Basic (search: go-acme lego domeneshop; lengths remembered) ¦ {A64} ¦ $ curl -u 'rH5kQ2wN8xT1vB4m:{t}' https://api.domeneshop.no/v0/domains\n{"code":"invalid_credentials","help":"Check your API token and secret"}
domeneshop powershell ¦ Posh-ACME Domeneshop plugin args (search: powershellgallery Posh-ACME Domeneshop.ps1) ¦ {A64} ¦ PS> New-PACertificate '*.acme.no' -Plugin Domeneshop -PluginArgs @{ DomeneshopToken='rH5kQ2wN8xT1vB4m'; DomeneshopSecretInsecure='{t}' }
loopia xmlrpc ¦ LoopiaAPI XML-RPC, user and password as the first parameters (search: support.loopia.se loopiaapi innan du börjar) ¦ {p} ¦ >>> client = xmlrpc.client.ServerProxy("https://api.loopia.se/RPCSERV")\n>>> client.getZoneRecords("ci@loopiaapi", "{t}", "acme.se", "@")\n['AUTH_ERROR']
loopia php ¦ olssonm/loopia-api Client constructor (search: packagist olssonm loopia-api) ¦ {p} ¦ $response = (new Client('ci@loopiaapi', '{t}'))\n    ->updateZoneRecord('acme.se', '@', ['type' => 'TXT', 'ttl' => '300', 'rdata' => 'v=spf1 -all', 'record_id' => 0])\n    ->getResponse();
mythic env ¦ Mythic Beasts MYTHICBEASTS_PASSWORD, the API secret (search: go-acme lego mythicbeasts; lengths remembered) ¦ {u32} ¦ MYTHICBEASTS_USERNAME=k3v9x2q8m1w7r4t6\nMYTHICBEASTS_PASSWORD={t}
mythic ruby ¦ MythicBeasts.configure api_key / api_secret (search: rubydoc mythic-beasts) ¦ {u32} ¦ MythicBeasts.configure do |config|\n  config.api_key = 'k3v9x2q8m1w7r4t6'\n  config.api_secret = '{t}'\nend
hawk catcher env ¦ Hawk.so HAWK_CATCHER_TOKEN (search: github codex-team hawk.mono issue 41; base64 JSON remembered) ¦ eyJpbnRlZ3JhdGlvbklkIjoi{b80} ¦ HAWK_CATCHER_TOKEN={t}\nHAWK_RELEASE=web@4.12.0
hawk js ¦ @hawk.so/javascript new HawkCatcher({ token }) ¦ eyJpbnRlZ3JhdGlvbklkIjoi{b80} ¦ const hawk = new HawkCatcher({\n  token: '{t}',\n  release: '4.12.0',\n});
backtrace curl ¦ Backtrace submission URL with the token in the path (search: docs.saucelabs.com error-reporting http-submission) ¦ {h64} ¦ $ curl -v --data-binary @crash.dmp -H "Expect:" "https://submit.backtrace.io/acme-games/{t}/minidump"\n< HTTP/2 403
backtrace crashpad ¦ Backtrace URL in a crashpad handler's command line from ps ¦ {h64} ¦ $ ps -o args= -C crashpad_handler\n/opt/rift/crashpad_handler --database=/home/dev/.rift/crashes --url=https://submit.backtrace.io/acme-games/{t}/minidump --annotation=version=1.4.2
speakeasy config ¦ Speakeasy ~/.speakeasy/config.yaml speakeasy_api_key (search: skills.sh speakeasy configure-authentication; format remembered) ¦ {A48} ¦ speakeasy_api_key: "{t}"\nspeakeasy_workspace_id: "acme-platform-7f2c"
speakeasy ci ¦ SPEAKEASY_API_KEY exported in a CI shell ¦ {A48} ¦ + export SPEAKEASY_API_KEY={t}\n+ speakeasy run --target acme-python\nERROR  unauthorized: invalid API key
joker dmapi ¦ Joker.com DMAPI login with api-key= (search: glama mcp-domain-checker-price dmapi-client; length remembered) ¦ {A32} ¦ GET https://dmapi.joker.com/request/login?api-key={t} -> 200\nAuth-Sid: 9c2e41f7a0b3d6e8\nUID: 418832
joker env ¦ MCP_JOKER_API_KEY in an MCP server's environment ¦ {A32} ¦ MCP_JOKER_API_KEY={t}\nMCP_JOKER_USERNAME=\nMCP_JOKER_PASSWORD=
moesif krakend ¦ Moesif collector application_id in a KrakenD telemetry block (search: krakend.io schema telemetry moesif; length remembered) ¦ eyJhcHAiOiI{b60}.{b24} ¦ "telemetry/moesif": {\n  "application_id": "{t}",\n  "user_id_headers": ["X-User-Id"],\n  "debug": true\n}
moesif express ¦ Moesif application id in a moesif-nodejs middleware's .env ¦ eyJhcHAiOiI{b60}.{b24} ¦ MOESIF_APPLICATION_ID={t}\nMOESIF_LOG_BODY=false
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="keyerror"),
    ]
