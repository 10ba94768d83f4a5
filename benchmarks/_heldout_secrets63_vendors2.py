"""Held-out set 63: more vendors of set 63's share, with shapes as remembered (not looked up):
email and SMS marketing, ad networks and attribution, social publishing and listening tools,
link-in-bio and short links, loyalty and referral programs, headless CMS and commerce.

Each vendor was grepped for in every earlier ``benchmarks/*heldout*`` file before it was
chosen (none matched): Drip, SharpSpring, Act-On, Cordial, Zeta, Selligent, Ometria,
Friendbuy, ReferralCandy, Brandwatch, Meltwater, Emplifi, Agorapulse, Sendible, SocialBee,
Loomly, Planoly, Linktree, Quora Ads, Nextdoor Ads, Rockerbox, Triple Whale, GraphCMS,
Decap CMS, Tailwind, Publer, Campaign Monitor's Marigold sibling Sailthru's Node client and
Google Ads' Perl client. Prefixes and lengths are as remembered and may differ from the
vendors' real ones; where a vendor documents no prefix, a plain alphabet and a plausible
length were used. Shapes: .env, YAML, TOML, INI, JSON, XML, HCL, Java properties, PHP, Ruby,
Go, Kotlin, Elixir, Perl, R and C# calls, curl and httpie, headers, query strings, a CSV
export printing values bare, SDK exceptions, debug logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
drip basic ¦ Drip API token as Basic user (remembered) ¦ {h32} ¦ $ curl -u {t}: -H "User-Agent: acme-sync" https://api.getdrip.com/v2/9920331/subscribers\n{"errors":[{"code":"authentication_error","message":"Invalid API token"}]}
drip ruby ¦ drip-ruby client (remembered) ¦ {h32} ¦ client = Drip::Client.new do |c|\n  c.api_key = "{t}"\n  c.account_id = "9920331"\nend
sharpspring query ¦ SharpSpring accountID and secretKey in the query (remembered) ¦ {H32} ¦ POST https://api.sharpspring.com/pubapi/v1.2/?accountID=3F2A9C7D1E4B6A8C0D2E&secretKey={t}\n{"result":null,"error":{"code":301,"message":"Access denied"}}
acton toml ¦ Act-On OAuth client secret in a TOML config (remembered) ¦ {A32} ¦ [acton]\nclient_id = "f0a1b2c3d4e5"\nclient_secret = "{t}"\nusername = "api@acme.io"
cordial basic ¦ Cordial API key as Basic user in httpie (remembered) ¦ {h32} ¦ $ http -a {t}: GET https://api.cordial.io/v2/contacts/ana@acme.io\nHTTP/1.1 401 Unauthorized
zeta env ¦ Zeta Marketing Platform API key (remembered) ¦ {h40} ¦ ZETA_SITE_ID=acme-retail\nZETA_REST_API_KEY={t}
selligent properties ¦ Selligent Marketing Cloud API secret in Java properties (remembered) ¦ {A40} ¦ selligent.baseUrl=https://acme.slgnt.eu/Portal/Api\nselligent.apiKey=acme_sync\nselligent.apiSecret={t}
ometria header ¦ Ometria X-Ometria-Auth header (remembered) ¦ {h32} ¦ > POST /v2/push HTTP/1.1\n> Host: api.ometria.com\n> X-Ometria-Auth: {t}\n< HTTP/1.1 403 Forbidden
friendbuy hmac ¦ Friendbuy merchant secret key in a webhook verifier (remembered) ¦ {u48} ¦ const FRIENDBUY_MERCHANT_ID = "a1f7c3e2-9b40-4d6e-8a2f-6c1b3d5e7f90";\nconst FRIENDBUY_SECRET_KEY = "{t}";\n// Error: webhook signature mismatch for event reward.created
referralcandy php ¦ ReferralCandy secret key in a PHP signature helper (remembered) ¦ {h32} ¦ $accessID = 'acme0199';\n$secretKey = '{t}';\n$signature = md5($secretKey . 'accessID=' . $accessID . 'timestamp=' . time());
brandwatch token ¦ Brandwatch access token from oauth/token (remembered) ¦ {uuid} ¦ {"access_token":"{t}","token_type":"bearer","expires_in":31535999,"scope":"read write trust"}
meltwater apikey ¦ Meltwater API apikey header (remembered) ¦ {A40} ¦ curl -X GET "https://api.meltwater.com/v3/searches" -H "apikey: {t}" -H "Accept: application/json"
emplifi basic ¦ Emplifi (Socialbakers) token:secret Basic pair (remembered) ¦ {A32} ¦ EMPLIFI_TOKEN=MzE5NDQ4NTA5MjE1NTExNA\nEMPLIFI_SECRET={t}
agorapulse key ¦ Agorapulse API key in a Go client (remembered) ¦ {A36} ¦ client := agorapulse.NewClient(agorapulse.WithAPIKey("{t}"), agorapulse.WithOrganization(44817))\n// agorapulse: 401 invalid api key
sendible hcl ¦ Sendible application key in an HCL vars file (remembered) ¦ {h40} ¦ sendible_application_id = "5512"\nsendible_api_key       = "{t}"
socialbee kotlin ¦ SocialBee token in a Kotlin client (remembered) ¦ {A48} ¦ val socialBee = SocialBeeClient(workspaceId = 30117, token = "{t}")\nException in thread "main" io.ktor.client.plugins.ClientRequestException: 401 Unauthorized
loomly csv ¦ Loomly integrations export printing keys bare (remembered) ¦ {A40} ¦ calendar,integration,key\nSpring Launch,zapier,{t}\nRetail,webhook,—
planoly ini ¦ Planoly partner API secret in INI (remembered) ¦ {A40} ¦ [planoly]\npartner_id = acme-social\napi_secret = {t}
linktree admin ¦ Linktree admin API bearer in an error (remembered) ¦ {A40} ¦ LinktreeApiError: 401 {"message":"Unauthorized"} (request_id=8b2e1f, Authorization: Bearer {t})
quora ads ¦ Quora Ads API access token (remembered) ¦ {u64} ¦ QUORA_ADS_ACCOUNT_ID=1782294\nQUORA_ADS_ACCESS_TOKEN={t}
nextdoor ads ¦ Nextdoor Ads API bearer in an Elixir Req call (remembered) ¦ {A48} ¦ Req.get!("https://ads.nextdoor.com/v2/api/me", auth: {:bearer, "{t}"})\n** (RuntimeError) 401 unauthorized
rockerbox pixel ¦ Rockerbox API key in an R report script (remembered) ¦ {h40} ¦ rb <- rockerbox_connect(advertiser = "acme", api_key = "{t}")\nError in rockerbox_connect(): 403 Forbidden
triple whale header ¦ Triple Whale x-api-key header (remembered) ¦ {uuid} ¦ POST https://api.triplewhale.com/api/v2/summary-page/get-data\nx-api-key: {t}\n-> 401 {"code":"UNAUTHENTICATED"}
graphcms pat ¦ GraphCMS permanent auth token, a JWT (remembered) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u220}.{u342} ¦ GRAPHCMS_ENDPOINT=https://api-eu-central-1.graphcms.com/v2/ckq3x9/master\nGRAPHCMS_TOKEN={t}
decap github ¦ Decap CMS with the github backend, an OAuth client secret for the auth provider (remembered) ¦ {h40} ¦ # netlify-cms-oauth-provider env\nOAUTH_CLIENT_ID=Iv1.8a61f9b3c2d4e5f6\nOAUTH_CLIENT_SECRET={t}\nREDIRECT_URL=https://cms.acme.io/callback
tailwind app ¦ Tailwind (for Pinterest) API token in a scheduler debug log (remembered) ¦ {A40} ¦ DEBUG tailwind.publisher queue post board=883 pin=…\nDEBUG tailwind.publisher headers={'Authorization': 'Bearer {t}'}
publer header ¦ Publer Bearer-API header with a workspace id (remembered) ¦ {h64} ¦ curl https://app.publer.com/api/v1/posts -H "Authorization: Bearer-API {t}" -H "Publer-Workspace-Id: 64f0b2c19a7e3d0012ab45cd"
sailthru node ¦ sailthru-client Node createSailthruClient(key, secret) (remembered) ¦ {h32} ¦ const sailthru = require('sailthru-client').createSailthruClient('3f1c4d8e2a7b9c0d6e5f4a3b2c1d0e9f', '{t}');
google ads perl ¦ Google Ads Perl client googleads.properties (remembered) ¦ {u22} ¦ developerToken={t}\nloginCustomerId=7315524096\nclientId=418822990412-k3v9q.apps.googleusercontent.com
msads csharp ¦ Microsoft Advertising C# app.config DeveloperToken (remembered) ¦ {U16} ¦ <appSettings>\n  <add key="DeveloperToken" value="{t}" />\n  <add key="ClientId" value="4c0b021c-00c3-4508-838f-d3127e8167ff" />\n</appSettings>
dub gha ¦ Dub API key in a GitHub Actions step (remembered) ¦ dub_{A24} ¦ - name: Create release link\n  run: curl -s https://api.dub.co/links -H "Authorization: Bearer {t}" -d '{"url":"https://acme.io/r/1.9.0"}'
smile gitlab ¦ Smile.io private key in a GitLab CI job (remembered) ¦ api_{A20} ¦ $ SMILE_API_KEY={t} bin/sync-points --since 2026-12-01\nSmile::Unauthorized: 401
sprout properties ¦ Sprout Social token in Spring properties (remembered) ¦ {A44} ¦ sprout.customer-id=1837462\nsprout.api-token={t}
attentive xml ¦ Attentive API key in an XML integration config (remembered) ¦ {A48} ¦ <integration name="attentive">\n  <endpoint>https://api.attentivemobile.com/v1/events/custom</endpoint>\n  <apiKey>{t}</apiKey>\n</integration>
airbridge tracking ¦ Airbridge tracking link API token (remembered) ¦ {h32} ¦ AIRBRIDGE_APP_NAME=acmeshop\nAIRBRIDGE_TRACKING_LINK_API_TOKEN={t}
metricool sdk ¦ Metricool token in a Python client exception (remembered) ¦ {U40} ¦ metricool.errors.AuthError: 401 for user_token='{t}' blog_id=2941188
reply python ¦ Reply.io key in a Python requests call (remembered) ¦ {A24} ¦ r = requests.get("https://api.reply.io/v1/people", headers={"x-api-key": "{t}"})\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.reply.io/v1/people
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="note"),
        *v.table("vendor", "\n".join(rows[half:]), raises="cause"),
    ]
