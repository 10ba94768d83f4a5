"""Held-out set 78: more developer-platform vendors no earlier set named — registries and
artifact stores, build caches, API gateways and API tooling, feature flags, CDNs, dynamic DNS
and registrars of set 78's languages' countries, error tracking and status pages.

Each name was grepped for (case-insensitive, as a fixed string) in every earlier
``benchmarks/*heldout*`` file (none matched; aliyun, GMO, Grafana, Hostinger, Railway, Fern,
Scalar, Insomnia and Cloudinary did and were dropped). FreeDNS (afraid.org) and easyDNS were
looked up with the ``search`` tool (go-acme lego easydns, Posh-ACME EasyDNS.ps1, and
github blu3mania update-dynamic-dns-with-vpn DNS-Providers.md for afraid.org); StatusGator,
EngFlow and Status.io were searched with no format page found. Every other shape here is as
remembered: shipyard.rs, Chef Supermarket, Swift Package Index, Stoplight, APIMatic, Apiman,
Lunar.dev, API7, Axway Amplify, Express Gateway, Emissary-ingress, Lekko, Apptimize, BelugaCDN,
StatusHub, Sorryapp, Staytus, Telebugs, Aviator, RepoFlow, Packagr, Bytesafe, zrok, Redocly,
Errsole, Rollout.io, Websupport, Gehirn, Value Domain, west.cn, Dinahosting, Hostpoint,
Bookmyname, Registro.br and Internet.bs. Shapes: .env, YAML, TOML, INI, JSON, XML, HCL,
properties, Ruby, Go, Rust, C#, PHP, Elixir, Lua, Swift, Kotlin, curl and httpie, headers,
query strings, CSV and table output printing values bare, SDK exceptions, debug logs and CI
steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
afraid update url ¦ FreeDNS (afraid.org) update.php?TOKEN in a cron line (search: github blu3mania DNS-Providers.md; base64 remembered) ¦ {b44} ¦ */5 * * * * wget -q -O - "https://freedns.afraid.org/dynamic/update.php?{t}" >> /var/log/freedns.log 2>&1
afraid sync v2 ¦ FreeDNS v2 sync.afraid.org/u/KEY/ in a router log ¦ {A24} ¦ Dec  7 15:31:02 gw ddns[2211]: GET http://sync.afraid.org/u/{t}/ -> ERROR: Unable to locate this record
easydns lego ¦ easyDNS EASYDNS_TOKEN and EASYDNS_KEY for lego (search: go-acme lego easydns) ¦ api{h16}.{d8} ¦ EASYDNS_TOKEN=u4f1c9a2e7b30d58.40193827 \\\n  EASYDNS_KEY={t} \\\n  lego --dns easydns -d '*.acme.ca' run
easydns certbot ¦ easyDNS certbot credentials ini (search: github easydns certbot-dns-easydns) ¦ api{h16}.{d8} ¦ # /etc/letsencrypt/easydns.ini\ndns_easydns_usertoken = u4f1c9a2e7b30d58.40193827\ndns_easydns_userkey = {t}\ndns_easydns_endpoint = https://rest.easydns.net
statusgator curl ¦ StatusGator API v3 bearer token (searched, no format page; remembered) ¦ {A40} ¦ $ curl -H "Authorization: Bearer {t}" https://statusgator.com/api/v3/boards/acme/monitors\n{"error":"Unauthorized"}
engflow bazelrc ¦ EngFlow remote cache, an x-engflow-auth header in .bazelrc (searched, no format page; remembered) ¦ {u64} ¦ build:engflow --remote_cache=grpcs://acme.cluster.engflow.com\nbuild:engflow --bes_backend=grpcs://acme.cluster.engflow.com\nbuild:engflow --remote_header=x-engflow-auth-method=jwt-v0\nbuild:engflow --remote_header=x-engflow-auth-token={t}
engflow ci ¦ EngFlow mTLS key printed by a debugging CI step ¦ {b64} ¦ + cat $ENGFLOW_CLIENT_KEY_FILE\n-----BEGIN PRIVATE KEY-----\nMIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDA{t}\n-----END PRIVATE KEY-----
statusio headers ¦ Status.io x-api-id and x-api-key headers (searched, no format page; remembered) ¦ {A40} ¦ POST https://api.status.io/v2/incident/create\nx-api-id: 5d1f0a2b-8c4e-4b7a-9e61-3f2d0c8b7a15\nx-api-key: {t}\n→ 401 {"status":{"error":"yes","message":"Unauthorized"}}
statusio yaml ¦ a status.io key in a bridge service's webhook URL ¦ {A40} ¦ notify:\n  statusio:\n    url: 'https://bridge.acme.io/statusio?page_id=5c2f1a7e90b3d41a&api_key={t}'
shipyard cargo ¦ shipyard.rs private registry token in .cargo/config.toml ¦ {A40} ¦ [registries.shipyard-acme]\nindex = "sparse+https://crates.shipyard.rs/acme/"\ncredential-provider = "cargo:token"\ntoken = "{t}"
chef knife ¦ Chef Supermarket knife client key, knife supermarket share ¦ {b64} ¦ $ knife supermarket share acme_nginx -o ./cookbooks --supermarket-site https://supermarket.acme.io\nERROR: Failed to authenticate: key /home/dev/.chef/ci.pem begins MIIEowIBAAKCAQEA{t}
chef config rb ¦ a client_key embedded inline in a Chef config.rb ¦ {b64} ¦ node_name 'ci'\nclient_key OpenSSL::PKey::RSA.new("-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA{t}\\n-----END RSA PRIVATE KEY-----\\n")\nknife[:supermarket_site] = 'https://supermarket.acme.io'
spi token ¦ Swift Package Index builder API token in an env file ¦ {h64} ¦ SPI_BUILDER_TOKEN={t}\nSPI_BUILD_TIMEOUT=600
stoplight cli ¦ Stoplight CLI push with a project token ¦ {A44} ¦ $ npx @stoplight/cli push --ci-token {t} --directory ./reference\n✖ Error: Unauthorized (401) while publishing project acme/payments
apimatic kotlin ¦ APIMatic CLI auth key in a Gradle task ¦ {b48} ¦ tasks.register<Exec>("sdk") {\n    commandLine("apimatic", "sdk:generate", "--platform=java", "--auth-key={t}", "--file=openapi.yaml")\n}
apiman basic ¦ Apiman Manager API admin password in apiman.properties ¦ {p} ¦ apiman.es.username=apiman\napiman.es.password={t}\napiman-manager.api.url=https://apiman.acme.io/apiman
apiman apikey ¦ Apiman gateway X-API-Key on a managed endpoint ¦ {uuid} ¦ $ http https://gw.acme.io/apiman-gateway/acme/orders/2.0/orders X-API-Key:{t}\nHTTP/1.1 403 Forbidden\n{"type":"Authorization","failureCode":10009,"message":"API Key not found"}
lunar env ¦ Lunar.dev proxy tenant key in a docker run ¦ {A36} ¦ $ docker run -d -e TENANT_NAME=acme -e LUNAR_API_KEY={t} -p 8000:8000 lunarapi/lunar-proxy:latest
api7 adc ¦ API7 Enterprise ADC_TOKEN for adc sync ¦ a7ee{h60} ¦ $ ADC_BACKEND=api7ee ADC_SERVER=https://api7.acme.io ADC_TOKEN={t} adc sync -f adc.yaml\n[ADC] › ✖  error    Failed to load remote configuration: 401 Unauthorized
api7 gateway group ¦ API7 gateway instance registration token in a Helm values file ¦ a7ee{h60} ¦ api7ee:\n  gatewayGroup: prod-eu\n  etcd:\n    host: https://dp-manager.acme.io:7943\n  auth:\n    token: {t}
axway central ¦ Axway Amplify Central service account client secret in axway CLI config ¦ {u40} ¦ $ axway auth login --client-id DOSA_8c1e4f29a07b4d36 --secret-file /dev/stdin <<< "{t}"\n[error] Authentication failed: invalid_client
express gateway yml ¦ Express Gateway keyAuth credential in a seed file ¦ {A32} ¦ credentials:\n  - consumerId: partner-portal\n    type: key-auth\n    keyId: 4bq1LmZ7n0Tz\n    keySecret: {t}
emissary authservice ¦ Emissary-ingress AuthService mapping a static bearer ¦ {u48} ¦ apiVersion: getambassador.io/v3alpha1\nkind: AuthService\nspec:\n  auth_service: ext-auth:3000\n  add_auth_headers:\n    Authorization: "Bearer {t}"
lekko go ¦ Lekko Go SDK client with an API key ¦ lekko_{A40} ¦ client, err := lekko.NewClient(ctx, lekko.WithAPIKey("{t}"), lekko.WithRepository("acme", "config"))\nif err != nil { log.Fatalf("lekko: %v", err) }
apptimize swift ¦ Apptimize.start(withApplicationKey:) is public; the REST API token is not ¦ {A44} ¦ curl -H "ApptimizeApiToken: {t}" https://api.apptimize.com/v1/apps/8812/experiments\n401 Unauthorized
belugacdn curl ¦ BelugaCDN API basic credentials ¦ {p} ¦ $ curl -u deploy@acme.io:{t} -X POST https://api.belugacdn.com/api/cdn/v2/sites/acme-static/purge -d '{"files":["/app.js"]}'
belugacdn csv ¦ a credentials export printing values bare in a table ¦ {A32} ¦ service,account,secret,rotated\nbelugacdn,acme-static,{t},2026-11-02\nbelugacdn,acme-media,<rotated>,2026-11-30
statushub ruby ¦ StatusHub API key in a Ruby deploy hook ¦ {h32} ¦ StatusHub::Client.new(api_key: '{t}', hub: 'acme').update_service('payments', status: :degraded)
sorryapp php ¦ Sorryapp API token in a PHP config array ¦ {h40} ¦ return [\n    'sorry' => [\n        'page_id' => 'b8c41a2e',\n        'api_token' => '{t}',\n    ],\n];
staytus api ¦ Staytus API token and secret as headers ¦ {A36} ¦ X-Auth-Token: 6b1f0a42-7d3c-4e95-a812-0c9e4b7f3d21\nX-Auth-Secret: {t}\nPOST /api/v1/issues/create → 403 {"status":"error","error":"InvalidAPICredentials"}
staytus database yml ¦ Staytus config/database.yml password ¦ {p} ¦ production:\n  adapter: mysql2\n  database: staytus\n  username: staytus\n  password: {t}\n  host: 127.0.0.1
telebugs dsn ¦ Telebugs DSN with a key in the userinfo ¦ {h32} ¦ TELEBUGS_DSN=https://{t}@errors.acme.io/3
aviator mergequeue ¦ Aviator API token for the merge queue in a CI step ¦ av_api_{A40} ¦ - name: Queue PR\n  run: curl -s -X POST https://api.aviator.co/api/v1/pull_request/queue -H "Authorization: Bearer {t}" -d '{"repository":{"org":"acme","name":"web"},"number":4412}'
repoflow npmrc ¦ RepoFlow registry token in a .npmrc-like config of its Go module proxy ¦ rf_{A48} ¦ GOPROXY=https://api.repoflow.io/go/acme/modules,direct\nGOAUTH=netrc\n# ~/.netrc\nmachine api.repoflow.io login ci password {t}
packagr pip ¦ Packagr private index URL with a token in pip.conf ¦ {h40} ¦ [global]\nextra-index-url = https://api.packagr.app/{t}/simple/
bytesafe nuget ¦ Bytesafe NuGet source with a cleartext password ¦ {A44} ¦ <packageSourceCredentials>\n  <bytesafe>\n    <add key="Username" value="bytesafe" />\n    <add key="ClearTextPassword" value="{t}" />\n  </bytesafe>\n</packageSourceCredentials>
zrok enable ¦ zrok enable with an account token ¦ {A12} ¦ $ zrok enable {t} --description ci-runner-7\n[ERROR]: unable to enable environment: account token rejected
redocly login ¦ Redocly CLI REDOCLY_AUTHORIZATION in a push step ¦ {A48} ¦ + REDOCLY_AUTHORIZATION={t} npx @redocly/cli push openapi.yaml --destination acme/payments@v2\n✗ Authorization failed (401).
errsole hcl ¦ Errsole storage password in a Terraform variables file ¦ {p} ¦ variable "errsole_db_password" {\n  type    = string\n  default = "{t}"\n}
rolloutio env ¦ Rollout.io (CloudBees FM) environment key in a Rails initializer ¦ {h24} ¦ Rox.setup('{t}', Rox::Server::RoxOptions.new(dev_mode_key: 'unused'))
websupport sk ¦ Websupport.sk API key and secret, signing each request ¦ {h40} ¦ WEBSUPPORT_API_KEY=2b8e1c0f-4a7d-4f62-9e13-5c0b8a7d3f41\nWEBSUPPORT_API_SECRET={t}
gehirn dns ¦ Gehirn DNS API token and secret (Japanese registrar) as Basic in a Python snippet ¦ {A40} ¦ requests.get("https://api.gis.gehirn.jp/dns/v1/zones", auth=("f4c1e0b2-7a9d-4e36-8b51-0d2c9f7e3a18", "{t}"))
value domain ¦ Value Domain API key (Japanese registrar) in an Authorization header ¦ {A60} ¦ $ curl -H 'Authorization: Bearer {t}' https://api.value-domain.com/v1/domains\n{"errors":{"code":401,"message":"Unauthorized"}}
westcn api ¦ west.cn (西部数码) API password md5 computed in a PHP call, the apikey printed ¦ {l32} ¦ $token = md5('acmeuser' . '{t}' . $time);\n// west.cn apikey = {t}
dinahosting soap ¦ Dinahosting API user and password in a query string ¦ {p} ¦ GET https://dinahosting.com/special/api.php?AUTH_USER=acme&AUTH_PWD={t}&command=Domain_Zone_GetAll&domain=acme.es&responseType=Json
hostpoint ¦ Hostpoint (Swiss) DNS API bearer in an INI profile ¦ {A48} ¦ [profile hostpoint]\nendpoint = https://api.hostpoint.ch/dns/v1\napi_token = {t}\nzone = acme.ch
bookmyname ¦ BookMyName (French registrar) dynhost update with credentials in the URL ¦ {p} ¦ $ curl -s 'https://acme-fr:{t}@www.bookmyname.com/dyndns/?hostname=maison.acme.fr&myip=203.0.113.7'\nbadauth
registrobr ¦ Registro.br EPP password in a Rust EPP client ¦ {p} ¦ let client = EppClient::connect("beta.registro.br", 700, Credentials { id: "acme-br".into(), password: "{t}".into() }).await?;
internetbs ¦ Internet.bs ApiKey and Password in a query string of an Elixir client ¦ {A20} ¦ ** (HTTPoison.Error) https://api.internet.bs/Domain/List?ApiKey=Kc8Tz1pQ&Password={t}&ResponseFormat=JSON: :econnrefused
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
