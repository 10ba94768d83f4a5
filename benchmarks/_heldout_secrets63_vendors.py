"""Held-out set 63: vendors no earlier set named, each looked up with the ``search`` tool —
marketing automation, ad tech and attribution, social-media APIs, CMS and headless commerce.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
Mailchimp, Klaviyo, HubSpot, Brevo, Sendinblue, ActiveCampaign, Marketo, Customer.io, Braze,
Omnisend, ConvertKit, MailerLite, GetResponse, Moosend, Mautic, Keap, Infusionsoft, Emarsys,
Dotdigital, Ortto, Encharge, Loops, EmailOctopus, Beehiiv, Listrak, Postscript, Yotpo,
Bloomreach, Criteo, The Trade Desk, Xandr, AppNexus, Taboola, Outbrain, AdRoll, StackAdapt,
AppsFlyer, Adjust, Branch, Kochava, Singular, Tenjin, Northbeam, Twitter, Instagram, Facebook,
Mastodon, Bluesky, Threads, YouTube, Tumblr, Buffer, Hootsuite, Ayrshare, Pinterest, Reddit,
LinkedIn, TikTok, Contentful, Sanity, Strapi, Storyblok, Prismic, DatoCMS, Directus, Hygraph,
Ghost, WordPress, Drupal, Contentstack, Kontent, Builder.io, ButterCMS, Agility, Cosmic,
TinaCMS, Craft, Umbraco, Webflow, Wix, Squarespace, Shopify, BigCommerce, commercetools,
Saleor, Medusa, Vendure, Swell, Elastic Path, Spree, Commerce Layer, Shopware, WooCommerce,
Magento, PrestaShop, Nacelle, Snipcart, Crystallize, Ecwid, Lemon Squeezy, Gumroad, Iterable,
Segment, Amplitude, Mixpanel, Heap, Rudderstack, Plausible, Matomo, Lemlist, Apollo, Outreach,
Salesloft, Algolia, Bitly, Rebrandly and Kutt).

Looked up with the ``search`` tool (26 vendors searched; 22 pages gave the format or the
place of the secret, the source of each is named per case): Google Ads API
(``developer-token`` header, OAuth client secret and refresh token, ``google-ads.yaml``),
Salesforce Account Engagement / Pardot (Bearer token plus ``Pardot-Business-Unit-Id``, an
18-character ``0Uv`` id that is not secret), Constant Contact v3 (API key and client secret,
a JWT access token), Campaign Monitor (``createsend`` API key, ``CREATESEND_API_KEY``),
Sailthru (``api_key`` plus ``sig``, the MD5 of the secret and the parameters), Attentive (an
API key sent as a Bearer token), Amazon Ads (Login with Amazon ``Atza|`` access tokens, client
secret, ``Amazon-Advertising-API-ClientId``), Microsoft Advertising (``DeveloperToken`` and
``AuthenticationToken`` headers), mParticle (key and secret over Basic), Google Analytics 4
Measurement Protocol (``api_secret`` beside the public ``measurement_id``), Snapchat Marketing
API (client secret and refresh token), Oracle Eloqua (Basic ``site\\user:password``; Drupal's
``eloqua_http_api_password``), Smile.io (private keys ``api_``, OAuth tokens ``oa2_``; the
``channel_key`` is public), Dub (``dub_`` API keys; publishable keys are public), Short.io
(private keys ``sk_``), Metricool (``X-Mc-Auth`` header with ``blogId`` and ``userId``),
Airbridge (``Authorization: Bearer`` API token, the app name public), Oracle Responsys
(``/rest/api/v1.3/auth/token`` returning ``authToken``), Reply.io (an API key), Moltin
(client credentials grant), Acoustic Campaign / Silverpop (client id, client secret, refresh
token) and Sprout Social (an account API token as Bearer). Talon.One, Decap CMS, Tailwind
and Publer gave no format page; their shapes here are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
google ads yaml ¦ Google Ads API google-ads.yaml developer_token (search: developers.google.com google-ads/api/rest/auth) ¦ {u22} ¦ # google-ads.yaml\ndeveloper_token: {t}\nclient_id: 418822990412-k3v9q.apps.googleusercontent.com\nuse_proto_plus: True\nlogin_customer_id: 7315524096
google ads curl ¦ Google Ads REST with the developer-token header (search: developers.google.com google-ads/api/rest/auth) ¦ {u22} ¦ curl -f --request POST "https://googleads.googleapis.com/v19/customers/4417702155/googleAds:search" --header "developer-token: {t}" --header "login-customer-id: 7315524096" --header "Authorization: Bearer ya29.…"
google ads refresh ¦ Google Ads OAuth refresh token in ads-api-report-fetcher settings (search: google.github.io ads-api-report-fetcher) ¦ 1//0{u96} ¦ [gaarf] credentials loaded from ~/google-ads.yaml\n  refresh_token: {t}\n  login_customer_id: 7315524096\nERROR invalid_grant: Token has been expired or revoked.
pardot bearer ¦ Account Engagement (Pardot) API v5, Bearer plus business unit header (search: developer.salesforce.com pardot authentication) ¦ 00D5g000004Xkq2!AQ0AQ{u90} ¦ > GET /api/v5/objects/prospects?fields=id,email HTTP/1.1\n> Host: pi.pardot.com\n> Authorization: Bearer {t}\n> Pardot-Business-Unit-Id: 0Uv5g000000PBkqCAG
pardot flogo ¦ TIBCO Flogo Pardot connection, Client Secret (search: docs.tibco.com flogo-sfpardot) ¦ {H64} ¦ {"name":"pardot-prod","accountType":"Production","clientId":"3MVG9fe4g9fhX0E5xR2tq.kzL","clientSecret":"{t}","businessUnitId":"0Uv5g000000PBkqCAG"}
constant contact env ¦ Constant Contact v3 API key and client secret (search: developer.constantcontact.com faqs_manage_applications) ¦ {u22} ¦ CTCT_API_KEY=6f1e2b77-40c9-4a8e-91d2-55c07b3e9a14\nCTCT_CLIENT_SECRET={t}\nCTCT_REDIRECT_URI=https://crm.acme.io/oauth/ctct
constant contact jwt ¦ Constant Contact v3 bearer access token, a JWT (search: developer.constantcontact.com partners_auth) ¦ eyJraWQiOiJ{u40}.eyJ2ZXIiOjE{u120}.{u86} ¦ POST https://api.cc.email/v3/contacts/sign_up_form 401\nrequest headers: {'Authorization': 'Bearer {t}', 'Content-Type': 'application/json'}
campaign monitor node ¦ createsend-node auth with an API key (search: npmjs createsend-node) ¦ {b64} ¦ var auth = { apiKey: '{t}' };\nvar api = new createsend(auth);\n// Error: 401 {"Code":50,"Message":"Must supply a valid HTTP Basic Authorization header"}
campaign monitor hubot ¦ hubot-createsend env (search: npmjs hubot-createsend) ¦ {b64} ¦ CREATESEND_API_KEY={t}\nCREATESEND_CLIENT_ID=a1c9e0c4d8b2f7e6a5d4c3b2a1f0e9d8\nCREATESEND_LIST_ID=e3c0a5b9f2d7c6e1b8a4d2c0f9e7b6a5
sailthru cli ¦ sailthru-cli --key --secret (search: api-evangelist sailthru-cli) ¦ {h32} ¦ $ sailthru-cli --key 3f1c4d8e2a7b9c0d6e5f4a3b2c1d0e9f --secret {t} GET user '{"id":"ana@acme.io"}'\n{"error":5,"errormsg":"Authentication failed"}
sailthru query ¦ Sailthru API request with api_key and sig in the query (search: getstarted.meetmarigold.com api-basics technical) ¦ {h32} ¦ GET https://api.sailthru.com/user?api_key=3f1c4d8e2a7b9c0d6e5f4a3b2c1d0e9f&format=json&json=%7B%22id%22%3A%22ana%40acme.io%22%7D&sig={t} -> 401
attentive bearer ¦ Attentive API key as a Bearer token on /v1/me (search: nango.dev attentive-api-key) ¦ {A48} ¦ $ http GET https://api.attentivemobile.com/v1/me "Authorization:Bearer {t}"\nHTTP/1.1 403 Forbidden\n{"errors":[{"message":"app lacks Subscribers:Write"}]}
amazon ads atza ¦ Amazon Ads API, Login with Amazon access token Atza| (search: npmjs amazon-ppc-api) ¦ Atza|IwEB{u160} ¦ Amazon-Advertising-API-ClientId: amzn1.application-oa2-client.4e1f9a0b7c2d4e8f9a1b3c5d7e9f0a2b\nAmazon-Advertising-API-Scope: 3194485092155114\nAuthorization: Bearer {t}
amazon ads refresh env ¦ amazon-ads-api npm env vars (search: github lincolnaleixo amazon-ads-api) ¦ Atzr|IwEB{u180} ¦ AMAZON_ADVERTISING_DEV_CLIENT_ID=amzn1.application-oa2-client.4e1f9a0b7c2d4e8f9a1b3c5d7e9f0a2b\nAMAZON_ADVERTISING_REFRESH_TOKEN={t}
amazon ads ruby ¦ amazon-ads gem, AmazonAds.client_secret (search: ruby-toolbox amazon-ads) ¦ amzn1.oa2-cs.v1.{h64} ¦ AmazonAds.client_id = "amzn1.application-oa2-client.4e1f9a0b7c2d4e8f9a1b3c5d7e9f0a2b"\nAmazonAds.client_secret = "{t}"
msads soap header ¦ Microsoft Advertising SOAP header DeveloperToken (search: learn.microsoft.com advertising guides get-started) ¦ {U16} ¦ <s:Header>\n  <h:CustomerAccountId>180043562</h:CustomerAccountId>\n  <h:DeveloperToken>{t}</h:DeveloperToken>\n  <h:AuthenticationToken>…</h:AuthenticationToken>\n</s:Header>
msads python ¦ bingads AuthorizationData with an OAuth refresh token (search: MicrosoftDocs Advertising get-started) ¦ M.C5{u300} ¦ authorization_data = AuthorizationData(account_id=180043562, customer_id=25118002, developer_token="BBD37VB98", authentication=OAuthDesktopMobileAuthCodeGrant(client_id="4c0b021c-00c3-4508-838f-d3127e8167ff"))\nauthorization_data.authentication.request_oauth_tokens_by_refresh_token("{t}")
mparticle basic ¦ mParticle Events API key and secret over Basic (search: api-evangelist mparticle llms) ¦ {u64} ¦ curl -u us1-9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d:{t} -X POST https://s2s.us1.mparticle.com/v2/events -d @batch.json\n{"errors":[{"code":"UNAUTHORIZED","message":"Invalid credentials"}]}
mparticle braze ¦ mParticle server-to-server key and secret in a Braze Currents export config (search: braze.com mparticle_for_currents) ¦ {u64} ¦ currents:\n  destination: mparticle\n  ios:\n    server_to_server_key: us1-5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f\n    server_to_server_secret: {t}
ga4 mp url ¦ GA4 Measurement Protocol api_secret beside measurement_id (search: support.google.com analytics 9814495) ¦ {u22} ¦ requests.exceptions.HTTPError: 400 Client Error: Bad Request for url: https://www.google-analytics.com/mp/collect?measurement_id=G-7Q2XH4K9PL&api_secret={t}
ga4 mp admin ¦ GA4 Admin API MeasurementProtocolSecret.secretValue (search: developers.google.cn measurementProtocolSecrets) ¦ {u22} ¦ {"name":"properties/318842211/dataStreams/4471102983/measurementProtocolSecrets/1728811","displayName":"server events","secretValue":"{t}"}
snapchat airbyte ¦ Snapchat Marketing connector credentials (search: docs.airbyte.com snapchat-marketing AUTH) ¦ {u40} ¦ SnapchatMarketingAuthConfig(client_id="8d2c9b1e-4f7a-43b0-9c6e-2a5d8f1b3e70", client_secret="{t}", refresh_token="…")
snapchat refresh ps ¦ Snapchat refresh-token script output (search: Selligent Snapchat Script) ¦ hCgw{u180} ¦ PS> Invoke-RestMethod -Method Post -Uri https://accounts.snapchat.com/login/oauth2/access_token -Body $body\naccess_token  : …\nrefresh_token : {t}\nexpires_in    : 1800
eloqua drupal ¦ Drupal eloqua_http_api settings.php $conf (search: drupal.org eloqua_http_api) ¦ {p} ¦ $conf['eloqua_http_api_sitename'] = 'ACMECORP';\n$conf['eloqua_http_api_username'] = 'api.sync';\n$conf['eloqua_http_api_password'] = '{t}';
eloqua php ¦ eloqua-php-request constructor (search: github fredsakr eloqua-php-request) ¦ {p} ¦ PHP Fatal error:  Uncaught Exception: 401 in /var/www/sync/eloquaRequest.php:58\n#0 /var/www/sync/run.php(12): EloquaRequest->__construct('ACMECORP', 'api.sync', '{t}', 'https://secure.p03.eloqua.com')
smile api key ¦ Smile.io API key as Bearer, api_ (search: dev.smile.io api authentication) ¦ api_{A20} ¦ curl --location 'https://api.smile.io/v1/customers?email=ana@acme.io' --header 'Authorization: Bearer {t}'\n{"error":{"code":"unauthorized","message":"Invalid API key"}}
smile oauth ¦ Smile.io OAuth access token oa2_ (search: dev.smile.io api authentication.md) ¦ oa2_{A20} ¦ [smile-app] token exchange ok merchant=acme-store access_token={t} channel_key=channel_4Qp8w2ZxT1
dub env ¦ Dub API key dub_ in .env (search: dub.co docs api-reference authentication) ¦ dub_{A24} ¦ DUB_API_KEY={t}\nNEXT_PUBLIC_DUB_PUBLISHABLE_KEY=dub_pk_Hq3vX8nL2mT7rK9wY4sB1cJ6
dub ts ¦ Dub TypeScript SDK constructor ¦ dub_{A24} ¦ const dub = new Dub({ token: "{t}" });\n// DubError: unauthorized: Invalid API key. (doc_url: https://dub.co/docs/api-reference/errors#unauthorized)
shortio curl ¦ Short.io private API key sk_ in the authorization header (search: nango.dev short-io connect) ¦ sk_{A24} ¦ curl -X POST https://api.short.io/links -H "authorization: {t}" -H "content-type: application/json" -d '{"domain":"go.acme.io","originalURL":"https://acme.io/spring"}'
shortio make ¦ Short.io secret key pasted in a Make scenario blueprint (search: make.com help short-io) ¦ sk_{A24} ¦ "connection": {"type": "short-io", "label": "Short.io prod", "apiKey": "{t}"}
metricool n8n ¦ Metricool X-Mc-Auth header in an n8n HTTP node (search: help.metricool.com api errors) ¦ {U40} ¦ {"parameters":{"url":"https://app.metricool.com/api/v2/scheduler/posts?blogId=2941188&userId=1733905","headerParameters":{"parameters":[{"name":"X-Mc-Auth","value":"{t}"}]}}}
metricool curl ¦ Metricool API call in a debug log ¦ {U40} ¦ DEBUG metricool.client GET /api/v2/analytics/posts/instagram?blogId=2941188&userId=1733905 headers={'X-Mc-Auth': '{t}', 'Content-Type': 'application/json'} -> 401
airbridge bearer ¦ Airbridge API token as Bearer (search: help.airbridge.io references introduction) ¦ {h32} ¦ $ curl -s https://api.airbridge.io/reports/api/v7/apps/acmeshop/actuals/query -H "Authorization: Bearer {t}" -H "Content-Type: application/json; charset=utf-8"\n{"error":"INVALID_TOKEN"}
airbridge postman ¦ Airbridge Postman collection variables (search: help.airbridge.io ko references) ¦ {h32} ¦ [{"key":"app_name","value":"acmeshop"},{"key":"api_key","value":"{t}"}]
responsys auth ¦ Responsys /rest/api/v1.3/auth/token response (search: docs.oracle.com responsys-develop authenticating) ¦ {u110} ¦ {"authToken":"{t}","issuedAt":1796536800000,"endPoint":"https://acme-api.responsys.ocs.oraclecloud.com"}
responsys login ¦ Responsys password login body logged by a proxy ¦ {p} ¦ POST /rest/api/v1.3/auth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nuser_name=api_acme&password={t}&auth_type=password
replyio header ¦ Reply.io API key in an X-Api-Key header (search: nango.dev reply-io) ¦ {A24} ¦ GET https://api.reply.io/v1/campaigns\nX-Api-Key: {t}\n<- 401 {"message":"Invalid API key"}
moltin node ¦ Moltin JS SDK gateway with client_secret (search: npmjs @moltin/sdk) ¦ {A40} ¦ const Moltin = MoltinGateway({\n  client_id: 'EdP3Gi1agyUF3yFS7Ngm8iyodLgbSR3wY4ceoJl0d2',\n  client_secret: '{t}'\n})
moltin curl ¦ Moltin client_credentials grant (search: gist outrunthewolf moltin auth) ¦ {A40} ¦ curl -X POST https://api.moltin.com/oauth/access_token -d "client_id=EdP3Gi1agyUF3yFS7Ngm8iyodLgbSR3wY4ceoJl0d2" -d "client_secret={t}" -d "grant_type=client_credentials"
acoustic r ¦ ibmAcousticR acoustic_auth with a refresh token (search: rdrr.io ibmAcousticR) ¦ r{u40} ¦ > access_token <- acoustic_auth(org_client_id = "4c9b1f2e-8a0d-4e71-b6c3-5d2a9f8e7c10", org_client_secret = Sys.getenv("ACOUSTIC_SECRET"), my_refresh_token = "{t}", pod_number = 3)\nError: HTTP 401 invalid_grant
acoustic tealium ¦ Acoustic Campaign connector settings, OAuth2 client secret (search: docs.tealium.com acoustic-campaign-connector) ¦ {uuid} ¦ OAuth2 Client ID: 4c9b1f2e-8a0d-4e71-b6c3-5d2a9f8e7c10\nOAuth2 Client Secret: {t}\nServer Host: api-campaign-us-3.goacoustic.com
sprout bearer ¦ Sprout Social API token as Bearer (search: api.sproutsocial.com docs) ¦ {A44} ¦ curl -H "Authorization: Bearer {t}" https://api.sproutsocial.com/v1/1837462/metadata/customer\n{"error":"Unauthorized"}
sprout gumloop ¦ Sprout Social token in a Gumloop credentials export (search: docs.gumloop.com sprout_social) ¦ {A44} ¦ credentials:\n  - service: sprout_social\n    customer_id: 1837462\n    api_token: {t}
talon one mgmt ¦ Talon.One Management API key header (search: rubygems talon_one; header name remembered) ¦ {h64} ¦ > GET /v1/applications/41/campaigns HTTP/1.1\n> Host: acme.europe-west1.talon.one\n> Authorization: ManagementKey-v1 {t}
talon one integration ¦ Talon.One Integration API key header (remembered) ¦ {h64} ¦ TalonOne::ApiError: 401 Unauthorized\n  request: PUT /v2/customer_sessions/sess_8841\n  headers: {"Authorization"=>"ApiKey-v1 {t}"}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="context"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="process"),
    ]
