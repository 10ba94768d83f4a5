"""Held-out set 50: messaging, e-signature, CRM, marketing-automation, product-analytics and
support-desk vendors whose names start with G to M, none named by an earlier set, each looked
up with the ``search`` tool.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
Gupshup, Karix, Mailjet, Mandrill, Mailgun, Mailtrap, MailerSend, MailerLite, Moosend,
Klaviyo, Iterable, Intercom, Help Scout, HappyFox, Kayako, LiveChat, Kustomer, Gorgias,
Groove, Gladly, Heap, Mixpanel, Hotjar, LogRocket, Matomo, Gainsight, HubSpot, Insightly,
Keap, Infusionsoft, HelloSign, Mautic, GetResponse, Leanplum, ConvertKit, Mouseflow, Kakao,
Lark, Feishu, Gmail, Gotify, Hiver, Mailchimp, Hubtel, Kaleyra, Helpwise, JivoChat,
ManyChat, Mailshake, Lemlist, Kameleoon, Hightouch, Juro, Jotform, Listmonk, Keila,
GoatCounter, Knock, MessageMedia, JustCall, Kixie, Helpjuice, Maileroo and Zoho Desk did and
were dropped).

Looked up with the ``search`` tool (28 searches; 24 pages gave the format, the source of each
is named per case): Helpshift (the helpshift gem's ``config.customer_domain`` and
``config.api_key = '<domain>_api_...'``), Jitbit (``curl -u 'user:password'
https://AccountName.jitbit.com/helpdesk/api/Tickets``), Kissmetrics (the tracking API's
``_k`` key on ``trk.kissmetrics.com/e``), Marketo (``<Identity URL>/oauth/token?grant_type=
client_credentials&client_id=...&client_secret=...`` answering an ``access_token`` of a UUID
and ``:int``), MoEngage (Workspace/APP ID and Data API key joined ``app_id:key`` in Basic),
JPush (``jpush.JPush(app_key, master_secret)``), Getui (``GETUI_APP_SECRET`` manifest
placeholders and ``gt_mastersecret`` in ``config/getui.php``, 22 characters), Google Chat
(webhook URLs ``/v1/spaces/.../messages?key=...&token=...``, the token the secret part),
Maropost (``MaropostApi::Reports.new(account_id, auth_token)``), MailPace
(``MAILPACE_API_TOKEN``, ``--token``, ``MailPace.DomainClient(token)``), Mixmax (Settings >
Integrations > API, "Create Mixmax API Token"), Mifiel (``Client(app_id=..., secret_key=...)``
and ``Config.setTokens({appId, appSecret})``), Legalesign (``Authorization: ApiKey
username:secret``, ``LEGALESIGN_API_KEY``), Less Annoying CRM (v2: an ``Authorization``
header holding only the key; v1: ``user_code`` and ``api_token``, ``~/.lacrm`` as
``USER_CODE:API_TOKEN``), Kommo (long-lived tokens from Keys and scopes; amoCRM's
``client_secret`` of 64 characters), LeadSquared (``accessKey`` and ``secretKey`` in the query
string or ``x-LSQ-AccessKey`` / ``x-LSQ-SecretKey`` headers), Messente (API username and
password), GatewayAPI (an API token for ``https://gatewayapi.com/rest/mtsms``), GoSquared
(``api_key`` and ``site_token``), MailWizz (``MAILWIZZ_API_PUBLIC_KEY`` /
``MAILWIZZ_API_PRIVATE_KEY``, ``apiKey`` in ``EmsApi\\Config``), Highrise
(``Highrise::Base.user = 'your_api_auth_token'``), Mitto (``X-Mitto-API-Key`` on
``https://rest.mittoapi.com/sms.json``), Mailercloud (an API key from Account > Integrations >
API Keys) and Salesforce's Live Agent (``X-LIVEAGENT-SESSION-KEY`` and
``X-LIVEAGENT-AFFINITY``). Searched and found nothing of their own: HelpCrunch, Kommunicate,
Mailmodo (only that keys are under Settings > API Keys), Mailrelay and GetAccept (in
``_heldout_secrets50_vendors2.py`` with shapes remembered). Lengths and alphabets the pages
did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
helpshift gem ¦ helpshift gem README: config.customer_domain = 'oreillys-sbox'; config.api_key = 'oreillys-sbox_api_1234-abcd' ¦ acme-games_api_{A32} ¦ # config/initializers/helpshift.rb\nHelpshift.configure do |config|\n  config.customer_domain = 'acme-games'\n  config.api_key = '{t}'\nend\nHelpshift::Error: 401 Unauthorized (GET /issues)
helpshift fivetran ¦ Fivetran's Helpshift connector config: "domain_name" and "api_key" ¦ acme-games_api_{A36} ¦ POST https://api.fivetran.com/v1/connections -> 400 setup test failed\n{"service":"helpshift","config":{"domain_name":"acme-games","api_key":"{t}","schema":"helpshift"}}
jitbit curl ¦ jitbit/Helpdesk-API README: curl -X GET -u 'user:password' 'https://AccountName.jitbit.com/helpdesk/api/Tickets' ¦ {p} ¦ $ curl -s -X GET -u 'svc-sync:{t}' 'https://acmehelp.jitbit.com/helpdesk/api/Tickets?count=50'\n{"error":"Unauthorized"}
jitbit make ¦ Make's Jitbit connection: Username, Password and Subdomain fields ¦ {p} ¦ jitbit-export.ini\n[jitbit]\nsubdomain = acmehelp\nusername = svc-sync\npassword = {t}\n; exporter: login failed (401) at 2026-12-06T19:02:11Z
kissmetrics track ¦ gist gsiener/1170721: KM.record sends '_k' => @key to http://trk.kissmetrics.com/e? (40 hex as remembered) ¦ {h40} ¦ 2026-12-06 19:02:14 WARN km-delay: GET http://trk.kissmetrics.com/e?_n=signed_up&_p=u%2F88213&_t=1796583734&_k={t} timed out after 5s
kissmetrics sidekiq ¦ km_sidekiq README: KmSidekiq.configure { |config| config.key = '<YOUR-KISSMETRICS-API-KEY>' } ¦ {h40} ¦ /app/config/initializers/km.rb:2: KmSidekiq.configure { |config| config.key = '{t}' }\nKmSidekiq::Error: tracking key rejected
marketo identity ¦ Adobe Marketo REST authentication: GET <Identity URL>/oauth/token?grant_type=client_credentials&client_id=<Client Id>&client_secret=<Client Secret> ¦ {A32} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://284-RPR-133.mktorest.com/identity/oauth/token?grant_type=client_credentials&client_id=7c1e5a2b-0d4f-4a8e-9b3c-61f2e8d0a7b4&client_secret={t}
marketo access token ¦ Adobe Marketo REST authentication: "access_token": "cdf01657-110d-4155-99a7-f986b2ff13a0:int" ¦ {uuid}:int ¦ < HTTP/1.1 200 OK\n{"access_token":"{t}","token_type":"bearer","expires_in":3599,"scope":"apis@acme.io"}\n> GET /rest/v1/leads.json?filterType=email -> 606 Max rate limit '100' exceeded
moengage sdk ¦ @stack-finance/moengage-sdk: new MoEngage('<API ID>', '<API Key>', '<Data Center>') (shape assumed) ¦ {U24} ¦ const moengage = new MoEngage('K2P9QX4LAVN8CH1TZ3RJ7WEM', '{t}', '03');\n// => {"status":"fail","error":{"message":"Authentication required","type":"Authentication error"}}
moengage python ¦ Deepanshu07/moengage: Moengage(<BASE_URL>, <APP_ID>, <API_KEY>), API_KEY from Settings > APIs > DATA API Settings ¦ {U24} ¦ Traceback (most recent call last):\n  File "/srv/crm/push_events.py", line 12, in <module>\n    mo = Moengage("https://api-03.moengage.com", "K2P9QX4LAVN8CH1TZ3RJ7WEM", "{t}")\nmoengage.exceptions.MoengageAPIError: 401 Unauthorized
jpush python ¦ jpush-api-python-client README: _jpush = jpush.JPush(app_key, master_secret); Unauthorized when the AppKey or Master Secret is wrong (24 hex as remembered) ¦ {h24} ¦ >>> _jpush = jpush.JPush("9a41c2d87e0b53f6a1d4c8e2", "{t}")\n>>> push.send()\njpush.common.Unauthorized: Unauthorized
jpush ruby ¦ jpush gem: JPush::Client.new(app_key, master_secret) ¦ {h24} ¦ irb(main):002> client = JPush::Client.new('9a41c2d87e0b53f6a1d4c8e2', '{t}')\nirb(main):003> client.pusher.push(payload)\nJPush::Utils::Exceptions::JPushResponseError: (401) {"code":1004,"message":"Authen failed"}
getui manifest ¦ Getui Android SDK integration: manifestPlaceholders GETUI_APP_ID / GETUI_APP_KEY / GETUI_APP_SECRET (22 characters in the examples) ¦ {A22} ¦ app/build.gradle:\n        manifestPlaceholders = [\n            GETUI_APP_ID    : "mm2SECp5fN9UlI6GvKeWu2",\n            GETUI_APP_KEY   : "AM8Tc8hXiy9POqhhXrfCfA",\n            GETUI_APP_SECRET: "{t}"\n        ]
getui laravel ¦ laravel-getui config/getui.php: 'gt_mastersecret' => '...' beside gt_appid, gt_appkey ¦ {A22} ¦ $ php artisan tinker\n>>> config('getui.development.client_1')\n=> [\n     "gt_appid" => "WAqyXNcLpS8OLg4jBywS48",\n     "gt_mastersecret" => "{t}",\n     "gt_domainurl" => "http://sdk.open.api.igexin.com/apiex.htm",\n   ]
gchat webhook ¦ GitGuardian's Google Chat Webhook URL detector and apprise's googlechat wiki: ?key=WEBHOOK_KEY&token=WEBHOOK_TOKEN, the token the secret part ¦ {u43}%3D ¦ $ curl -s -X POST 'https://chat.googleapis.com/v1/spaces/AAAAkM3xq2E/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={t}' -d '{"text":"deploy done"}'\n{"error":{"code":404,"message":"Requested entity was not found."}}
gchat kestra ¦ Kestra's GoogleChatIncomingWebhook task: url: "{{ secret('GOOGLE_WEBHOOK') }}" (here pasted inline) ¦ {u43}%3D ¦ id: alert_on_failure\ntype: io.kestra.plugin.notifications.google.GoogleChatIncomingWebhook\nurl: https://chat.googleapis.com/v1/spaces/AAAAkM3xq2E/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={t}
maropost ruby ¦ maropost-api gem: reports = MaropostApi::Reports.new(account_id, auth_token) (shape assumed) ¦ {A20} ¦ NoMethodError (undefined method `success' for nil) in MaropostApi::Reports.new(1881, "{t}").get(1)
maropost query ¦ Maropost API (api.maropost.com/api): auth_token in the query string (shape assumed) ¦ {A20} ¦ 10.0.4.12 - - [06/Dec/2026:19:02:31 +0000] "GET /accounts/1881/contacts.json?auth_token={t}&page=3 HTTP/1.1" 401 58
mailpace env ¦ mailpace-mcp README: start with MAILPACE_API_TOKEN set or pass --token (uuid as remembered) ¦ {uuid} ¦ $ MAILPACE_API_TOKEN={t} npm run start\n> mailpace-mcp@1.0.0 start\nError: 401 Unauthorized from https://app.mailpace.com/api/v1/send
mailpace client ¦ @mailpace/mailpace.js: new MailPace.DomainClient(token) ¦ {uuid} ¦ const client = new MailPace.DomainClient('{t}');\n(node:4120) UnhandledPromiseRejectionWarning: Error: Request failed with status code 401
mixmax token ¦ Mixmax help: Settings > Integrations > API > Create Mixmax API Token; X-API-Token header as remembered (uuid, shape assumed) ¦ {uuid} ¦ > GET /v1/sequences HTTP/1.1\n> Host: api.mixmax.com\n> X-API-Token: {t}\n< HTTP/1.1 401 Unauthorized
mifiel python ¦ mifiel (pypi): client = Client(app_id='APP_ID', secret_key='APP_SECRET') ¦ {b88} ¦ >>> client = Client(app_id='1c8f4f0a6d2e3b7c9a5e0d1f2b3c4a5e6f708192', secret_key='{t}')\n>>> Document.find(client, '7500e528-ac6f-4ad5-8c2a-1d2f3e4a5b6c')\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized
mifiel node ¦ @mifiel/api-client-auth: Config.setTokens({ appId: '<APP_ID>', appSecret: '<APP_SECRET>', env: 'sandbox' }) ¦ {b88} ¦ Config.setTokens({\n  appId: '1c8f4f0a6d2e3b7c9a5e0d1f2b3c4a5e6f708192',\n  appSecret: '{t}',\n  env: 'sandbox',\n});\nAxiosError: Request failed with status code 401
legalesign header ¦ unified.to's Legalesign guide: "Authorization: ApiKey username:secret" from Settings -> API ¦ {h40} ¦ < HTTP/2 401\n> GET /api/v1/document/?limit=20 HTTP/2\n> Host: eu-api.legalesign.com\n> Authorization: ApiKey ops-acme:{t}
legalesign env ¦ legalesign (pypi): api_key=os.environ.get("LEGALESIGN_API_KEY") from a .env ¦ {h40} ¦ $ grep LEGALESIGN .env\nLEGALESIGN_API_KEY="{t}"\n$ python sign.py\nlegalesign.AuthenticationError: Error code: 401
lacrm v2 ¦ Less Annoying CRM API v2: POST https://api.lessannoyingcrm.com/v2/ with an Authorization header holding only the key (shape assumed) ¦ {d7}-{A40} ¦ curl -s https://api.lessannoyingcrm.com/v2/ -H 'Content-Type: application/json' -H 'Authorization: {t}' -d '{"Function":"GetUser","Parameters":{}}'\n{"ErrorCode":"InvalidApiKey","ErrorDescription":"The API key is not valid."}
lacrm dotfile ¦ HighMileage/lacrm: a ~/.lacrm file holding USER_CODE:API_TOKEN ¦ {U34} ¦ $ cat ~/.lacrm\nABC12:{t}\n$ python -c 'from lacrm import Lacrm; Lacrm().get_user()'\nlacrm.BaseLacrmError: Invalid user code or API token
kommo long lived ¦ Kommo developers (Long-lived Token): generate on the Keys and scopes tab, used as Bearer ¦ eyJ{u36}.eyJ{u120}.{u43} ¦ kommo-sync | GET https://acme.kommo.com/api/v4/leads?limit=250 -> 401\nkommo-sync | Authorization: Bearer {t}
kommo client secret ¦ Kommo get/renew access token recipe: client_id, client_secret, grant_type=authorization_code (64 alnum as in amoCRM examples) ¦ {A64} ¦ {\n  "client_id": "6a2d4741-3b1c-4e7f-9a0d-92277723dcea",\n  "client_secret": "{t}",\n  "grant_type": "authorization_code",\n  "redirect_uri": "https://ops.acme.io/kommo/cb"\n}\n<- 400 {"hint":"Authorization code has expired"}
leadsquared query ¦ LeadSquared authentication (api docs via Tealium/Truto guides): accessKey and secretKey passed in the API URL ¦ {h40} ¦ GET https://api-in21.leadsquared.com/v2/LeadManagement.svc/Leads.GetById?accessKey=u$r1f3a8c0d4e7b2a9c5d6e1f0a3b4c7d82&secretKey={t}&id=88213 -> 401 {"Status":"Error","ExceptionType":"MXUnAuthorizedAccessException"}
leadsquared headers ¦ LeadSquared: x-LSQ-AccessKey / x-LSQ-SecretKey headers (recommended) ¦ {h40} ¦ x-LSQ-AccessKey: u$r1f3a8c0d4e7b2a9c5d6e1f0a3b4c7d82\nx-LSQ-SecretKey: {t}\n{"Status":"Error","ExceptionMessage":"Invalid Access Key or Secret Key"}
messente python ¦ messente-api-python: configuration.username / configuration.password (API username and password) ¦ {h32} ¦ configuration = messente_api.Configuration()\nconfiguration.username = "3f9c1a7d2e5b48c6a0d1e2f3b4c5d6e7"\nconfiguration.password = "{t}"\nmessente_api.exceptions.UnauthorizedException: (401) Reason: Unauthorized
gatewayapi token ¦ GatewayAPI (Make and Logto guides): an API token from API > API Keys for https://gatewayapi.com/rest/mtsms ¦ {u64} ¦ POST https://gatewayapi.com/rest/mtsms\nAuthorization: Token {t}\n{"sender":"ACME","message":"Your code is 4412","recipients":[{"msisdn":4520123456}]}\n<- 401 {"code":"0x0213","message":"Token invalid"}
gosquared reporting ¦ node gosquared: new GoSquared({ api_key: 'demo', site_token: 'GSN-181546-E' }) ¦ {U16} ¦ SITE_TOKEN=GSN-588213-Q API_KEY={t} npm run test-retrieval\n  1) now.v3.concurrents\n     Error: 401 {"code":4010,"message":"Invalid API key"}
mailwizz env ¦ twisted1919/mailwizz-php-sdk tests: MAILWIZZ_API_URL, MAILWIZZ_API_PUBLIC_KEY, MAILWIZZ_API_PRIVATE_KEY ¦ {h40} ¦ MAILWIZZ_API_URL=https://list.acme.io/api\nMAILWIZZ_API_PUBLIC_KEY=5f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e\nMAILWIZZ_API_PRIVATE_KEY={t}\nPHPUnit 9.6.19: There was 1 error: EmsApi\Http\Response 403
mailwizz config ¦ MailWizz API setup: new \EmsApi\Config(['apiUrl' => 'API-URL', 'apiKey' => 'PUBLIC-KEY']) ¦ {h40} ¦ PHP Fatal error:  Uncaught Exception: Invalid API key in /var/www/newsletter/setup.php:7\n#0 {main}\n  thrown; config was ['apiUrl' => 'https://list.acme.io/api', 'apiKey' => '{t}']
highrise gem ¦ highrise gem: Highrise::Base.site = 'http://your_site.highrisehq.com/'; Highrise::Base.user = 'your_api_auth_token' ¦ {h40} ¦ ActiveResource::UnauthorizedAccess: Failed.  Response code = 401.  Response message = Unauthorized.\n  from config/initializers/highrise.rb:3 (Highrise::Base.user = '{t}')
mitto header ¦ Mitto SMS API (api-evangelist authentication and RapidAPI guide): X-Mitto-API-Key header, POST https://rest.mittoapi.com/sms.json (shape assumed) ¦ {A32} ¦ POST /sms.json HTTP/1.1\nHost: rest.mittoapi.com\nX-Mitto-API-Key: {t}\nContent-Type: application/json\n\n{"from":"ACME","to":"491771234567","text":"Your code is 4412"}\n<- {"responseCode":1,"responseText":"Internal error"}
mitto node ¦ mitto-rest-client (npm): require("mitto-rest-client").create(apiKey, testMode) ¦ {A32} ¦ > require("mitto-rest-client").create("{t}", true).sendTextMessage("ACME", "491771234567", "hi")\nError: 401 Unauthorized (rest.mittoapi.com)
mailercloud key ¦ nango's Mailercloud guide: Account > Integrations > API Keys, copy the full API key (shape assumed) ¦ {A50} ¦ mailercloud-sync: POST https://cloudapi.mailercloud.com/v1/contacts/search -> 401\n  headers: {"Authorization": "{t}", "Content-Type": "application/json"}
live agent session key ¦ Salesforce Live Agent REST API headers: X-LIVEAGENT-SESSION-KEY "shouldn't be shared"; X-LIVEAGENT-AFFINITY (shape assumed) ¦ {uuid}!{d13}!{u40} ¦ GET /chat/rest/System/Messages HTTP/1.1\nX-LIVEAGENT-API-VERSION: 34\nX-LIVEAGENT-AFFINITY: 8a1c2e0f\nX-LIVEAGENT-SESSION-KEY: {t}\n<- 403 Forbidden
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
