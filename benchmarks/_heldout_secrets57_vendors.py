"""Held-out set 57: payment, billing, invoicing, product analytics, support desk and booking
vendors whose names start with B, E, H, K, N, R, U or Z (set 57's share), no earlier set
named, each looked up with the ``search`` tool.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 80 other names in the share did and were dropped, among them Braintree, Bambora, BitPay,
BTCPay, Ebanx, eWAY, Helcim, Hyperswitch, Khalti, Kushki, Klarna, Komoju, Nuvei, NMI,
NOWPayments, Razorpay, Recurly, Rapyd, Recharge, Rebilly, Unzer, Zuora, Zoho, Kill Bill,
Harvest, Bexio, Zervant, Kashoo, Heap, Hotjar, Kissmetrics, Keen, RudderStack, Umami,
Userpilot, Baremetrics, Beamer, Help Scout, HappyFox, Hiver, Kayako, Kustomer, Zendesk,
Re:amaze, eDesk, HelpCrunch, Helpshift, Kommunicate, Usersnap, UserVoice, Bookeo, Booksy,
Zcal, Nylas, Rezdy, Zenoti, ResDiary's neighbour Resy, Eventbrite, Bokun, Barion, Bizum,
Easypaisa, EcoCash, HitPay, Hubtel, Kashier, Korapay, Nexi, Novalnet, Redsys, Remita,
ZarinPal, Kameleoon, Userflow, UVdesk, Zammad, HoneyBook and Nexhealth).

Looked up with the ``search`` tool (28 vendors searched in all, for this file and
``_heldout_secrets57_vendors2.py``; 13 pages gave the format, named per case): BlueSnap
(API credentials username and password under Settings > API Settings; the node SDK's
``BlueSnapConfig(environment, username, password)``), Braspag (``merchantId`` a UUID and
``merchantKey`` forty capitals; ``BRASPAG_MERCHANT_KEY`` and ``BRASPAG_SPLIT_CLIENT_SECRET``
in braspag-sdk), Billsby (an API key from Settings > Configuration > API keys and webhooks,
sent in a header), Elavon Converge (Merchant ID, User ID and PIN; ``ssl_pin`` in the XML
API; ActiveMerchant's ``ElavonGateway.new(:login, :password, :user)``), easybill (``Bearer
<api_key>`` or Basic ``email:api_key``; ``Client("API-KEY")`` in easybill_rest), UXCam
(``FlutterUxConfig(userAppKey: ...)``, the older ``startWithKey``), Usermaven
(``Client(api_key=..., server_token=...)``), heidelpay (``CONFIG_HEIDELPAY_SECURITY_SENDER``,
``..._USER_LOGIN``, ``..._USER_PASSWORD`` in Spryker; a private key in the Drupal module),
Netaxept (``merchantId`` up to 8 digits and ``token`` up to 32 characters;
``Netaxept::Service.authenticate <merchant id>, <token>``), Realex (a merchant ID and shared
secret; the SHA1 of ``TIMESTAMP.MERCHANT_ID.ORDER_ID.AMOUNT.CURRENCY`` and the secret),
HelloAsso (``client_id`` and ``client_secret`` traded at ``/oauth2/token``), ECOMMPAY (a
numeric ``project_id`` and a secret key signing with HMAC-SHA512; the npm package's
``new Payment('112', 'my_secret')``), BookingSync (``clientId`` and ``clientSecret`` in the
PHP League provider), Hesk (its settings help only; ``hesk_settings.inc.php`` as remembered) and
Nochex (APC, with no secret of its own shown, so left out). Lengths and alphabets the pages
did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
bluesnap basic auth ¦ BlueSnap developer docs via tray.ai: API credentials 'Username' and 'Password' from Settings > API Settings (shape assumed) ¦ {p} ¦ $ curl -s -u 'API_1715329847716:{t}' https://sandbox.bluesnap.com/services/2/vaulted-shoppers/41924\n<messages><message><error-name>UNAUTHORIZED</error-name><description>User: API_1715329847716 not authorized</description></message></messages>
bluesnap node config ¦ bluesnap (npm) BlueSnapConfig(environment, username, password) ¦ {p} ¦ > const cfg = new BlueSnapConfig('Sandbox', 'API_1715329847716', '{t}')\n> await new BlueSnap(cfg).transactions.get('1012345679')\nUncaught FetchError: 401 Unauthorized https://sandbox.bluesnap.com/services/2/transactions/1012345679
braspag merchant key ¦ braspag (npm) README: merchantKey "XXXXXXXXXDCYWUNFPTSGVRXIWOWDNXXXXXXXXXX" (forty capitals), merchantId a UUID ¦ {U40} ¦ POST https://apisandbox.braspag.com.br/v2/sales/\nMerchantId: 5b7a3f1e-2c4d-4e8a-9f10-3a2b1c0d9e8f\nMerchantKey: {t}\n<- 401 [{"Code":132,"Message":"MerchantKey is invalid"}]
braspag env ¦ braspag-sdk (pypi): merchant_key=os.environ.get('BRASPAG_MERCHANT_KEY') ¦ {U40} ¦ $ grep BRASPAG .env.production\nBRASPAG_MERCHANT_ID=5b7a3f1e-2c4d-4e8a-9f10-3a2b1c0d9e8f\nBRASPAG_MERCHANT_KEY={t}
braspag split secret ¦ braspag-sdk (pypi): SplitCredentials(client_secret=os.environ.get('BRASPAG_SPLIT_CLIENT_SECRET')) (base64 as remembered) ¦ {b44} ¦ braspag_sdk.errors.AuthError: split token request failed (invalid_client) for SplitCredentials(client_secret='{t}')
billsby header ¦ unifyapps Billsby connector: API key from Settings > Configuration > API keys and webhooks, added to request headers (shape assumed) ¦ {l32} ¦ GET https://public.billsby.com/api/v1/rest/core/acme/customers?page=1\nApiKey: acme_{t}\n-> 401 {"message":"Authorization has been denied for this request."}
billsby yaml ¦ unifyapps Billsby connector: the API key per company domain (shape assumed) ¦ {l32} ¦ # config/billing.yml\nbillsby:\n  company_domain: acme\n  api_key: acme_{t}\n  webhook_path: /hooks/billsby
converge ssl pin ¦ courtesysoft gist (Converge XML API): $postData['ssl_pin']; Blesta's Converge fields Merchant ID, User ID, PIN (64 capitals and digits as remembered) ¦ {U64} ¦ PHP Warning:  converge post failed: ssl_merchant_id=0021457&ssl_user_id=webpage&ssl_pin={t}&ssl_transaction_type=ccsale&ssl_amount=1.00 -> errorCode 4025 (Invalid Credentials)
converge activemerchant ¦ ActiveMerchant ElavonGateway.new(:login => merchant id, :password => pin, :user => user id) ¦ {U64} ¦ irb(main):004> gateway = ActiveMerchant::Billing::ElavonGateway.new(login: "0021457", user: "webpage", password: "{t}")\nirb(main):005> gateway.purchase(1000, card).message\n=> "The credentials supplied in the authorization request are invalid."
easybill bearer ¦ easybill API (packagist cbeyersdorf/easybill): Authorization: Bearer <api_key> (shape assumed) ¦ {A64} ¦ $ http GET https://api.easybill.de/rest/v1/documents/2 'Authorization:Bearer {t}'\nHTTP/1.1 401 Unauthorized\n{"code":401,"message":"Unauthorized"}
easybill python ¦ easybill_rest (pypi): client = Client("API-KEY") ¦ {A64} ¦ In [3]: client = Client("{t}")\nIn [4]: client.documents().get_document("2")\nHTTPError: 401 Client Error: Unauthorized for url: https://api.easybill.de/rest/v1/documents/2
uxcam flutter ¦ flutter_uxcam (pub.dev): FlutterUxConfig(userAppKey: ...), FlutterUxcam.startWithConfiguration (shape assumed) ¦ {l15} ¦ lib/main.dart:\n  final config = FlutterUxConfig(userAppKey: '{t}', enableAutomaticScreenNameTagging: false);\nE/UXCam  ( 8812): Invalid app key, session not recorded
uxcam ios ¦ UXCam iOS (gist): [UXCam startWithKey:userAPIKey] ¦ {l15} ¦ 2026-12-06 22:21:03.118 Tally[8812:331] [UXCam] startWithKey: {t} -> verification failed (403)
usermaven python ¦ usermaven (pypi): Client(api_key='your_workspace_api_key', server_token="your_workspace_server_token") (shape assumed) ¦ {A40} ¦ >>> client = Client(api_key='UMz8Kd2pQe', server_token='{t}')\n>>> client.track(user_id='lzL24K3kYw', event_type='signed_up')\nusermaven.errors.UsermavenError: 401 invalid server token
usermaven segment ¦ Segment / PostHog Usermaven destination: API Key and Server Token from Workspace Settings > General Settings ¦ {A40} ¦ {"type":"destination","name":"Usermaven","inputs":{"apiKey":{"value":"UMz8Kd2pQe"},"serverToken":{"value":"{t}"},"debugMode":{"value":true}}}
heidelpay security sender ¦ Spryker heidelpay integration: CONFIG_HEIDELPAY_SECURITY_SENDER, a hash needed for requests (32 hex as remembered) ¦ {h32} ¦ config/Shared/config_default.php:\n$config[HeidelpayConstants::CONFIG_HEIDELPAY_SECURITY_SENDER] = '{t}';
heidelpay user password ¦ Spryker heidelpay integration: CONFIG_HEIDELPAY_USER_PASSWORD, the merchant password ¦ {p} ¦ [2026-12-06 22:21:09] heidelpay.ERROR: request rejected {"USER.LOGIN":"31ha07bc8142c5a171744e5aef11ffd3","USER.PWD":"{t}","PROCESSING.RESULT":"NOK"}
heidelpay private key ¦ commerce_heidelpay (Drupal) schema: private_key, 'The private key from Heidelpay' (s-priv- prefix as remembered) ¦ s-priv-2a10{A32} ¦ $ drush config:get commerce_payment.commerce_payment_gateway.heidelpay configuration\n'commerce_payment.commerce_payment_gateway.heidelpay:configuration':\n  private_key: {t}\n  public_key: s-pub-2a10xaCXo2PvS4g\n  3ds: true
netaxept token ¦ Netaxept REST API docs: token, a shared secret up to 32 characters, with merchantId ¦ {A25} ¦ GET https://test.epayment.nets.eu/Netaxept/Register.aspx?merchantId=12002835&token={t}&orderNumber=10045&amount=24900&currencyCode=NOK\n<Exception><Error xsi:type="AuthenticationException"><Message>Authentication failed</Message></Error></Exception>
netaxept ruby ¦ netaxept gem: Netaxept::Service.authenticate <merchant id>, <token> ¦ {A25} ¦ config/initializers/netaxept.rb:3\nNetaxept::Service.authenticate "12002835", "{t}"\nNetaxept::Service.environment = :production
realex shared secret ¦ Realex (commerce_realex sandbox): a Merchant ID and a Shared secret; the hash appends the secret ¦ {A10} ¦ $ cat config/realex.ini\n[realex]\nmerchant_id = acmeshop\naccount = internet\nshared_secret = {t}\nrebate_password =
realex sha1 input ¦ volcengine Q&A on Realex sha1hash: TIMESTAMP.MERCHANT_ID.ORDER_ID.AMOUNT.CURRENCY, then the secret appended, then SHA1 ¦ {A10} ¦ DEBUG realex: hashing "20261206222112.acmeshop.ORD-88213.2499.EUR" + "{t}" -> sha1hash mismatch (RESULT 505)
helloasso client secret ¦ helloasso (docs.rs): HelloAsso::new(client_id, client_secret); OAUTH2_TOKEN_URL https://api.helloasso.com/oauth2/token (shape assumed) ¦ {A32} ¦ $ curl -s -X POST https://api.helloasso.com/oauth2/token -d client_id=3f1c0e8a2b7d4c6e9a5f1b2d3c4e5f60 -d client_secret={t} -d grant_type=client_credentials\n{"error":"unauthorized_client","error_description":"Invalid client credentials"}
helloasso dolibarr ¦ Dolibarr wiki, Module HelloAsso: Client id and Client secret from My Account > Integrations and APIs ¦ {A32} ¦ llx_const: HELLOASSO_CLIENT_ID = 3f1c0e8a2b7d4c6e9a5f1b2d3c4e5f60\nllx_const: HELLOASSO_CLIENT_SECRET = {t}\nHelloAsso: token refresh failed (401)
ecommpay npm ¦ ecommpay (npm): new Payment('112', 'my_secret') with the project id and its secret salt ¦ {h40} ¦ const e = new Payment('20117', '{t}');\n    at Callback (node_modules/ecommpay/src/callback.js:24)\nError: Signature is not valid
ecommpay env ¦ ECOMMPAY docs (authentication): a numeric project_id and a per-project secret key for HMAC-SHA-512 ¦ {h40} ¦ $ kubectl get secret pay -o jsonpath='{.data}' | jq -r 'map_values(@base64d)'\n{\n  "ECOMMPAY_PROJECT_ID": "20117",\n  "ECOMMPAY_SECRET_KEY": "{t}"\n}
bookingsync client secret ¦ bookingsync/oauth2-bookingsync-php: new BookingSyncProvider(['clientId' => ..., 'clientSecret' => ...]) (hex as remembered) ¦ {h64} ¦ League\OAuth2\Client\Provider\Exception\IdentityProviderException: invalid_client in /srv/app/src/Sync.php:31\n  'clientSecret' => '{t}',
bookingsync token ¦ BookingSync OAuth (calry docs): the access token an app receives (shape assumed) ¦ {h64} ¦ $ curl -s https://www.bookingsync.com/api/v3/rentals -H 'Authorization: Bearer {t}'\n{"errors":[{"code":"unauthorized"}]}
hesk db pass ¦ Hesk settings help (hesk.com demo); hesk_settings.inc.php's db_pass as remembered ¦ {p} ¦ $ grep -n db_ hesk/hesk_settings.inc.php\n12:$hesk_settings['db_host']='localhost';\n13:$hesk_settings['db_name']='hesk';\n14:$hesk_settings['db_user']='hesk';\n15:$hesk_settings['db_pass']='{t}';
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
