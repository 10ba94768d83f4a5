"""Held-out set 58: cloud infrastructure (DNS, object storage, IaaS, edge, serverless) and
telephony/SMS vendors whose names start with C, F, I, L, O, Q, T, W or X, no earlier set named,
each looked up with the ``search`` tool.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
among those that did and were dropped: Cloudflare, CDN77, Contabo, Civo, CacheFly, ClickSend,
Commio, CM.com, Clickatell, Cequens, CallRail, Crusoe, Fastly, Fly.io, Filebase, Fonoster,
Flowroute, Freshcaller, IONOS, Infomaniak, IDrive, Imperva, ImageKit, Intermedia, Linode,
Leaseweb, LuaDNS, Edgio, OVH, Oracle Cloud, Ooma, OnSIP, Qiniu, Tencent, Telnyx, Twilio,
Textlocal, TextBelt, Telesign, Tigris, Tebi, Thinq, Termii, Wasabi, Wavecell, Websms' cousin
Whatsapp, Wazo, Xirsys, Cloudways, Cloud66, Fleek, Koyeb, Quic.cloud, Telstra, Orange, Ozeki,
Openprovider, Textmagic, Infobip, Tyntec, Callr, Cloudinary, Cherry Servers, Incapsula,
OpenSRS, Octopush, CallHub, CloudTalk and Ooredoo).

Looked up with the ``search`` tool (28 vendors searched, 21 pages gave the format; the source
of each is named per case): ClouDNS (``auth-id``/``auth-password``, ``CLOUDNS_AUTH_ID``),
Constellix (API key and secret key as UUIDs, ``constellix.ini``), FreeClimb (account ID and
API key as Basic auth), Telerivet (``API_KEY``, ``PROJECT_ID``, Basic with the key and an empty
password), TransIP (an RSA private key signing a JWT request), INWX (``account.login`` with
username and password), Xoxzo (SID and auth token as Basic auth), QuickBlox (application id,
auth key, auth secret, account key), Infoblox (``INFOBLOX_USERNAME``/``INFOBLOX_PASSWORD``),
Outscale (``~/.osc/config.json`` access_key/secret_key), QingCloud (``~/.qingcloud/config.yaml``
qy_access_key_id/qy_secret_access_key), Whispir (username, password and apiKey), LunaNode
(``LUNANODE_API_ID``, a 128-character ``LUNANODE_API_KEY``), OpenNebula (``ONE_AUTH``,
``user:password``), Leafcloud (OpenStack application credential secret in clouds.yaml),
FireText (``FIRETEXT_API_KEY``), LINK Mobility (platformId, platformPartnerId, username,
password), Cellcast (``APPKEY`` header), Lleida.net (username/password for api.lleida.net),
CallFire (``CALLFIRE_USERNAME``/``CALLFIRE_PASSWORD`` API credentials), Fermyon (Cloud API
variable pairs) and Wasmer (deploy tokens). Searched and found nothing of their own: CloudSigma,
Webdock, IntelePeer, IPv64, Trumpia (shapes remembered; TwicPics gave only its public domain and
was left out). Lengths and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
cloudns login json ¦ ClouDNS wiki (Login API method): auth-id=0&auth-password=password on /login/login.json ¦ {p} ¦ $ curl -s 'https://api.cloudns.net/login/login.json?auth-id=31894&auth-password={t}'\n{"status":"Failed","statusDescription":"Invalid authentication, incorrect auth-id or auth-password."}
cloudns lego env ¦ go-acme lego (ClouDNS provider): CLOUDNS_AUTH_ID=xxxx CLOUDNS_AUTH_PASSWORD=yyyy lego --dns cloudns ¦ {A24} ¦ [INFO] [shop.acme.io] acme: Preparing to solve DNS-01\n+ CLOUDNS_AUTH_ID=31894 CLOUDNS_AUTH_PASSWORD={t} lego --dns cloudns -d '*.shop.acme.io' run\n2026/12/06 22:21:03 [shop.acme.io] acme: error presenting token: cloudns: invalid credentials
cloudns php sdk ¦ cloudns/cloudns-sdk (packagist): new ClouDNS_SDK('0000', '123456789', false) with auth-id and auth-password ¦ {p} ¦ PHP Fatal error:  Uncaught Exception: Invalid authentication in /var/www/dns/sync.php:14\nStack trace:\n#0 /var/www/dns/sync.php(9): ClouDNS_SDK->__construct('31894', '{t}', false)\n#1 {main}
constellix certbot ini ¦ certbot-dns-constellix (pypi): constellix.ini with constellix_dns_apikey and constellix_dns_secretkey (UUID-like) ¦ {uuid} ¦ $ cat /etc/letsencrypt/constellix.ini\ncertbot_dns_constellix:constellix_dns_apikey=5e1d02c4-77a8-4b0f-b1d3-0c9e6a2f4d18\ncertbot_dns_constellix:constellix_dns_secretkey={t}\ncertbot_dns_constellix:constellix_dns_endpoint=https://api.dns.constellix.com/v1
constellix pulumi ¦ Pulumi registry (Constellix provider): constellix:apikey / constellix:secretkey in Pulumi.yaml ¦ {uuid} ¦ config:\n  constellix:apikey:\n    value: 5e1d02c4-77a8-4b0f-b1d3-0c9e6a2f4d18\n  constellix:secretkey:\n    value: {t}\nerror: constellix: 401 {"errors":["Unauthorized"]}
constellix env ¦ constellix (pypi): export CONSTELLIX_APISECRET=... CONSTELLIX_APIKEY=... ¦ {uuid} ¦ $ env | grep CONSTELLIX\nCONSTELLIX_APIKEY=5e1d02c4-77a8-4b0f-b1d3-0c9e6a2f4d18\nCONSTELLIX_APISECRET={t}
freeclimb basic ¦ FreeClimb php-sdk README: ->setUsername('YOUR_ACCOUNT_ID')->setPassword('YOUR_API_KEY') (hex, shape assumed) ¦ {h40} ¦ FreeClimb\\Api\\ApiException: [401] Client error: `GET https://www.freeclimb.com/apiserver/Accounts/AC7d31c0a95e24f6b8810c2d4e9a7f3b6c51e0d2a9/Calls` resulted in a `401 Unauthorized`\n  config: username=AC7d31c0a95e24f6b8810c2d4e9a7f3b6c51e0d2a9 password={t}
freeclimb node config ¦ @freeclimb/sdk (npm): freeclimb.createConfiguration({ accountId, apiKey }) ¦ {h40} ¦ const configuration = freeclimb.createConfiguration({\n  accountId: 'AC7d31c0a95e24f6b8810c2d4e9a7f3b6c51e0d2a9',\n  apiKey: '{t}'\n});\n(node:4412) UnhandledPromiseRejectionWarning: HttpError: HTTP-Code: 401
telerivet python ¦ telerivet (pypi): API_KEY = 'YOUR_API_KEY' # from https://telerivet.com/api/keys (shape assumed) ¦ {A32} ¦ Traceback (most recent call last):\n  File "/srv/sms/notify.py", line 6, in <module>\n    tr = telerivet.API('{t}')\n  File "/srv/sms/notify.py", line 7, in <module>\n    project = tr.initProjectById('PJ2b7c61e0f4a93d58')\ntelerivet.InvalidAPIKeyError: Invalid API key
telerivet laravel env ¦ coreproc/laravel-notification-channel-telerivet: config/telerivet.php reading TELERIVET_API_KEY and TELERIVET_PROJECT_ID ¦ {A32} ¦ TELERIVET_API_KEY={t}\nTELERIVET_PROJECT_ID=PJ2b7c61e0f4a93d58\nTELERIVET_ROUTE_ID=PNa5d0c7e1b94f2836
transip jwt ¦ TransIP REST API docs and rvanlaar's gist: POST /v6/auth signed with the private key returns a JWT used as Bearer ¦ {u36}.{u120}.{u43} ¦ $ curl -s https://api.transip.nl/v6/domains -H 'Authorization: Bearer {t}'\n{"error":"Your access token has been revoked."}
transip private key ¦ transip_rest_client docs: the API page's key pair; save the private key (RSA) and pass RSAprivate_key= ¦ {b64} ¦ >>> client = TransipRestClient(user='acmehosting', RSAprivate_key=open('transip.key').read())\n>>> open('transip.key').read()[:120]\n'-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ{t}'
inwx domrobot ¦ inwx-domrobot (pypi): api_client.login(username, password) against api.ote.domrobot.com ¦ {p} ¦ >>> api_client.login('acme-dns', '{t}')\n{'code': 2200, 'msg': 'Authentication error', 'svTRID': '20261206-9b27aa1e'}
inwx php ¦ inwx/domrobot (packagist): $domrobot->setDebug(true)->login($username, $password) logs the JSON request ¦ {p} ¦ [2026-12-06 22:21:14] domrobot.DEBUG: Request: {"method":"account.login","params":{"user":"acme-dns","pass":"{t}","lang":"en"}}
xoxzo ruby ¦ xoxzo-cloudruby: XoxzoClient.new(sid, token), HTTParty basic_auth {username: sid, password: token} ¦ {h32} ¦ irb(main):002> client = Xoxzo::Cloudruby::XoxzoClient.new('a7cd0214e8fb4b39', '{t}')\nirb(main):003> client.send_sms(message: 'hello', recipient: '+818012345678', sender: 'ACME').errors\n=> {"detail"=>"Invalid username/password."}
quickblox settings ¦ QuickBlox Flutter SDK: QBSettings accountKey, with applicationId, authKey and authSecret from the dashboard (shape assumed) ¦ {A20} ¦ E/flutter ( 8812): [ERROR] QB init failed: PlatformException(401, Unauthorized)\nQB.settings.init(appId: '99812', authKey: 'Jb2dQmX6pvUyZ4R', authSecret: '{t}', accountKey: '7yvNe17TnjNUqDoPwfqp')
quickblox account key ¦ pub.dev quickblox_sdk: QBSettings.accountKey (shape assumed) ¦ {A20} ¦ lib/chat/config.dart:\n  static const appId = '99812';\n  static const authKey = 'Jb2dQmX6pvUyZ4R';\n  static const accountKey = '{t}';
infoblox lego ¦ go-acme lego (Infoblox): INFOBLOX_USERNAME=api-user-529 INFOBLOX_PASSWORD=b98412... INFOBLOX_HOST=... ¦ {h45} ¦ + INFOBLOX_USERNAME=api-user-529 INFOBLOX_PASSWORD={t} INFOBLOX_HOST=gm.corp.acme.io lego --dns infoblox run\ninfoblox: could not create TXT record: 401 Authorization Required
infoblox ibwapi ¦ ibwapi (pypi): ibwapi.Client('grid.example.com', ('admin','infoblox')) ¦ {p} ¦ >>> wapi = ibwapi.Client('gm.corp.acme.io', ('svc-ddi', '{t}'), wapi_version='2.13.4')\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://gm.corp.acme.io/wapi/v2.13.4/record:a
infoblox kestra ¦ Kestra Infoblox plugin: username and password for HTTP Basic against the WAPI ¦ {p} ¦ tasks:\n  - id: get_network\n    type: io.kestra.plugin.ee.infoblox.ipam.network.Get\n    url: https://gm.corp.acme.io\n    username: svc-ddi\n    password: "{t}"
outscale osc config ¦ osc-cli README: ~/.osc/config.json {"default": {"access_key": ..., "secret_key": ..., "region": "eu-west-2"}} (20 and 40 upper alnum as remembered) ¦ {U40} ¦ $ cat ~/.osc/config.json\n{"default":\n    {"access_key": "J7Q2ZB8WD4MXK1RA6TEH",\n     "secret_key": "{t}",\n     "region": "eu-west-2"}}
outscale terraform ¦ Pulumi/Terraform outscale provider: accessKeyId / secretKeyId ¦ {U40} ¦ provider "outscale" {\n  access_key_id = "J7Q2ZB8WD4MXK1RA6TEH"\n  secret_key_id = "{t}"\n  region        = "eu-west-2"\n}\n│ Error: AuthFailure: Authentication failed.
qingcloud cli yaml ¦ qingcloud-cli (pypi): ~/.qingcloud/config.yaml with qy_access_key_id, qy_secret_access_key, zone ¦ {A40} ¦ $ qingcloud iaas describe-instances -f ~/.qingcloud/config.yaml\n{"message":"AuthFailure, signature not matched","ret_code":1200}\n$ cat ~/.qingcloud/config.yaml\nqy_access_key_id: 'QYACCESSKEYIDEXAMPLE'\nqy_secret_access_key: '{t}'\nzone: 'pek3'
qingcloud java ¦ qingcloud-sdk-java docs: EnvContext yaml access_key / access_secret ¦ {A40} ¦ com.qingcloud.sdk.exception.QCException: AuthFailure\n\tat com.qingcloud.sdk.request.ResponseCallBack.onAPIResponse(ResponseCallBack.java:41)\n# env.yaml\naccess_key: 'QYACCESSKEYIDEXAMPLE'\naccess_secret: '{t}'
whispir node ¦ whispir-node README: whispirClient({ username, password, apiKey, host }) ¦ {A24} ¦ const whispir = whispirClient({\n  username: 'ops@acme.com.au',\n  password: process.env.WHISPIR_PASSWORD,\n  apiKey: '{t}',\n  host: 'https://api.au.whispir.com',\n});
whispir password ¦ whispir-node README: the account's username/password combination ¦ {p} ¦ $ WHISPIR_PASSWORD='{t}' node send-alert.js\nWhispirError: 403 Forbidden - Your username and password combination is invalid
lunanode env ¦ lunanode-mcp (glama): LUNANODE_API_ID and a 128-character LUNANODE_API_KEY ¦ {A128} ¦ "env": {\n  "LUNANODE_API_ID": "3c1d9ef2a7b04e58",\n  "LUNANODE_API_KEY": "{t}",\n  "LUNANODE_ENABLE_WRITES": "true"\n}
lunanode ruby ¦ lunanode gem: Lunanode::API.new(api_id: "ABCDEFG", api_key: "HIJKLMNOP") ¦ {A128} ¦ Lunanode::APIError: API key rejected (api_id=3c1d9ef2a7b04e58, api_key={t})
opennebula one auth ¦ OpenNebula docs (Managing Users): the session string user:password; ~/.one/one_auth ¦ {p} ¦ $ cat ~/.one/one_auth\noneadmin:{t}\n$ onevm list\n[one.vmpool.info] User couldn't be authenticated, aborting call.
opennebula elasticluster ¦ elasticluster example: [cloud/one] provider=opennebula endpoint=.../RPC2 username= password= ¦ {p} ¦ [cloud/one]\nprovider=opennebula\nendpoint=http://one.lab.acme.io:2633/RPC2\nusername=elastic\npassword={t}
leafcloud clouds yaml ¦ OpenStack SDK docs and Leafcloud: auth_type v3applicationcredential with application_credential_id / application_credential_secret ¦ {u86} ¦ clouds:\n  leafcloud:\n    auth_type: v3applicationcredential\n    auth:\n      auth_url: https://create.leaf.cloud:5000\n      application_credential_id: 8a1f0c3d9e7b4265a0c1d2e3f4a5b6c7\n      application_credential_secret: {t}\n    region_name: europe-nl
firetext novu ¦ @novu/firetext (npm): new FiretextSmsProvider({ apiKey: process.env.FIRETEXT_API_KEY, from }) ¦ {A40} ¦ [Nest] 88  - 12/06/2026, 22:21:40   ERROR [SendMessageSms] firetext: Unauthorised (apiKey={t}, from=ACMEVETS)
firetext csharp ¦ ukcoderj/firetextsamplecsharpapicalls: Program.cs holds the api key ¦ {A40} ¦ Program.cs(11,33): var apiKey = "{t}";\nUnhandled exception. System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).
linkmobility dc sms ¦ dc/sms_link (packagist): $configuration->username/password/platformId/platformPartnerId ¦ {p} ¦ $configuration->username = "acme_cpa";\n$configuration->password = "{t}";\n$configuration->platformId = "COMMON_API";\n$configuration->platformPartnerId = "18044";\nDC\\SMS\\Link\\GatewayException: 401 Unauthorized
linkmobility pylinkmobile ¦ pylinkmobile (pypi): MessageService(username='YOUR_USERNAME', password='YOUR_PASSWORD') ¦ {p} ¦ >>> service = MessageService(username='acme-no', password='{t}', debug=True)\nDEBUG: POST http://msgw.linkmobility.com/MessageService.aspx user=acme-no pass={t} -> 401
cellcast appkey ¦ Unified.to (Cellcast): the APPKEY sent in the APPKEY header (Cellcast API v4 docs) ¦ CELLCAST{h32} ¦ POST /api/v4/sms/send HTTP/1.1\nHost: cellcast.com.au\nAPPKEY: {t}\nContent-Type: application/json\n\n<- 401 {"meta":{"code":401,"status":"AUTH_FAILED"},"msg":"Invalid APPKEY"}
cellcast ruby ¦ timburgan/cellcast-sms: the gem wraps the APPKEY (shape as remembered) ¦ CELLCAST{h32} ¦ Cellcast::SMS::AuthenticationError: Invalid APPKEY\n  from app/jobs/reminder_job.rb:12 (Cellcast.sms(api_key: '{t}'))
lleida densho ¦ origamicall/densho: {lleida, [{url, "api.lleida.net"}, {uri, "sms/v1"}, {username, ...}, {password, ...}]} ¦ {p} ¦ {densho,[\n  {sms_providers_order, [lleida]},\n  {sms_providers_config, [{lleida, [{url, "api.lleida.net"}, {uri, "sms/v1"},\n     {username, "acme_es"}, {password, "{t}"}]}]}\n]}.
lleida ruby ¦ lleidasms gem: lleidasms YOUR_USER YOUR_PASSWORD / sms.connect user, password ¦ {p} ¦ $ lleidasms acme_es '{t}'\nLleidasms::Gateway: login failed (REJDNOK)
callfire ex env ¦ ex_callfire (hex): export CALLFIRE_USERNAME=QWERTY12345 / CALLFIRE_PASSWORD=QWERTY12345 ¦ {h32} ¦ $ heroku config -a acme-dialer | grep CALLFIRE\nCALLFIRE_ENDPOINT: https://api.callfire.com/v2/\nCALLFIRE_PASSWORD: {t}\nCALLFIRE_USERNAME: 7c41b2e08d9a
callfire python ¦ python-callfire (pypi): CallFireAPI('<api-app-username>', '<api-app-password>') ¦ {h32} ¦ >>> api = CallFireAPI('7c41b2e08d9a', '{t}')\n>>> api.get_account().json()\n{'httpStatusCode': 401, 'internalCode': 0, 'message': 'Unauthorized'}
fermyon variables ¦ Fermyon Cloud API (variable-pairs; spin cloud variables set) (shape assumed) ¦ {p} ¦ $ spin cloud variables set stripe_key=sk_demo db_password='{t}' --app orders\nError: failed to set variables: 403 Forbidden
wasmer deploy token ¦ wasmer-api docs.rs: generate_deploy_token_raw (an Edge token; WASMER_TOKEN as remembered) ¦ {A40} ¦ - name: Deploy to Wasmer Edge\n  run: wasmer deploy --token {t} --non-interactive\n  # error: Authentication failed: invalid token
cloudsigma ¦ CloudSigma API (the search found nothing of its own; email and password Basic as remembered) ¦ {p} ¦ $ curl -u 'ops@acme.ch:{t}' https://zrh.cloudsigma.com/api/2.0/servers/\n{"error_type":"permission","error_message":"Authorization failed"}
webdock ¦ Webdock API (the search found nothing of its own; a Bearer API token as remembered) ¦ {A64} ¦ Ansible: FAILED! => {"msg": "Status code was 401", "url": "https://api.webdock.io/v1/servers", "headers": {"Authorization": "Bearer {t}"}}
intelepeer ¦ IntelePeer SmartFlows API (the search found nothing of its own; a Bearer token as remembered) ¦ {u48} ¦ 2026-12-06T22:21:58Z WARN sms-bridge intelepeer POST /_rest/v4/sms/send -> 401 token={t}
ipv64 ¦ IPv64.net DynDNS (the search found nothing of its own; a domain update key as remembered) ¦ {l32} ¦ # /etc/ddclient.conf\nprotocol=dyndns2\nserver=ipv64.net\nlogin=none\npassword={t}\nhome.any64.de
trumpia ¦ Trumpia API (the search found nothing of its own; X-Apikey header as remembered) ¦ {h32} ¦ > POST /rest/v1/acmeclinic/message HTTP/1.1\n> X-Apikey: {t}\n< HTTP/1.1 401 Unauthorized\n< {"status_code":"MPCE4001"}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
