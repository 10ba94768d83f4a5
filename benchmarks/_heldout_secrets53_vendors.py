"""Held-out set 53: vendors no earlier set named, each looked up with the ``search`` tool —
developer tools (CI for Terraform, build caches, artifact stores, code hosting, static
analysis), databases as a service, auth and identity providers, and email delivery, all with
names starting A, D, G, J, M, P, S, V or Y (this helper's share of the partition).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 200 other names did and were dropped, among them Appcircle, Azure Pipelines, Dagger,
GoCD, Gitea, Gogs, Gerrit, JetBrains, Spacelift, Sourcehut, SonarCloud, SonarQube, Snyk,
Airbrake, Atatus, Dynatrace, Mezmo, Papertrail, Packagecloud, ProGet, Artifactory,
Sonatype, GitGuardian, Scalyr, Sumo Logic, Perforce, Phabricator, Mergify, Gitpod, Pulumi,
Glitchtip, Appsignal, Sematext, Aiven, DataStax, PlanetScale, Supabase, YugabyteDB,
SingleStore, MotherDuck, Momento, Memgraph, Materialize, ArangoDB, Aerospike, EdgeDB,
Dgraph, Authentik, Authelia, Authress, Descope, JumpCloud, Stytch, SuperTokens, Cognito,
Mailgun, Mailjet, Mandrill, Mailtrap, MailerSend, Postmark, SparkPost, SendGrid, Moosend,
Mautic, Sendy, JFrog, Doppler, Duo, Gitness, Appwrite, Vercel, Vultr and Mend).

Looked up with the ``search`` tool (28 vendors searched, ``docs`` corpus; 22 pages gave the
format and each case names its source): Asgardeo (``ASGARDEO_CLIENT_SECRET``), Astra DB
(``AstraCS:`` application tokens), Atlantis (webhook secret over 24 characters,
``ATLANTIS_GH_WEBHOOK_SECRET``), Azure Artifacts (``_password`` base64 in ``.npmrc``; Bun's
``NPM_PASSWORD``), AWS CodeArtifact (``aws codeartifact login``, ``TWINE_PASSWORD``),
Develocity (``host=key`` access keys), DoltHub (``authorization: token``), Gitee (私人令牌 as
``access_token``), Gluu (``clientSecret`` of an oxAuth client), MailSlurp (``x-api-key``),
Mailosaur (``MAILOSAUR_API_KEY`` and a server id), Mailcoach (``Authorization: Bearer``),
PropelAuth (``PROPELAUTH_API_KEY``), Pepipost (``api_key``), Private Packagist (Composer
``auth.json`` ``http-basic``), SocketLabs (server id and injection API key), SendPulse
(``client_id`` / ``client_secret``), Stack Auth (``ssk_`` secret server keys), Verdaccio
(``_authToken`` in ``.npmrc``), Veracode (``veracode_api_key_secret`` in
``~/.veracode/credentials``), Scalekit (``SCALEKIT_CLIENT_SECRET=test_sk_...``) and
MailChannels (``X-Api-Key``). Searched and found nothing of their own: AhaSend, Authsignal,
Passage, Permify, Stackhero and Authgear (in ``_heldout_secrets53_vendors2.py`` with shapes
remembered). Lengths and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
asgardeo env ¦ @asgardeo/nextjs decorateConfigWithNextEnv: clientSecret from process.env['ASGARDEO_CLIENT_SECRET'] (shape assumed) ¦ {A28} ¦ $ cat .env.local\nNEXT_PUBLIC_ASGARDEO_BASE_URL=https://api.asgardeo.io/t/acmeshop\nNEXT_PUBLIC_ASGARDEO_CLIENT_ID=Xw3kPq0aZ7mVb2cR9uTn\nASGARDEO_CLIENT_SECRET={t}
asgardeo authjs ¦ authjs.dev providers/asgardeo: Asgardeo({ clientId, clientSecret: ASGARDEO_CLIENT_SECRET, issuer }) ¦ {A28} ¦ [auth][error] CallbackRouteError: invalid_client (client authentication failed)\n[auth][debug]: provider asgardeo {"clientId":"Xw3kPq0aZ7mVb2cR9uTn","clientSecret":"{t}","issuer":"https://api.asgardeo.io/t/acmeshop/oauth2/token"}
astra cli token ¦ DataStax Astra CLI docs: an application token string AstraCS:… passed with --token ¦ AstraCS:{L24}:{h64} ¦ $ astra db list --token AstraCS:{t}\n[ERROR] INVALID_TOKEN: the token is invalid or has been revoked
astra env token ¦ DataStax docs (Manage application tokens): the token goes in ASTRA_DB_APPLICATION_TOKEN ¦ AstraCS:{L24}:{h64} ¦ Traceback (most recent call last):\n  File "/srv/ingest/load.py", line 12, in <module>\n    db = client.get_database(API_ENDPOINT, token="AstraCS:{t}")\nastrapy.exceptions.DevOpsAPIHttpException: 401 UNAUTHENTICATED
atlantis webhook secret ¦ runatlantis.io webhook secrets: any random string over 24 characters, e.g. SecureRandom.hex(32) ¦ {h64} ¦ $ docker run -d --name atlantis -p 4141:4141 \\n    -e ATLANTIS_GH_USER=acme-bot \\n    -e ATLANTIS_GH_WEBHOOK_SECRET={t} \\n    ghcr.io/runatlantis/atlantis:v0.33.0 server --repo-allowlist='github.com/acme/*'
atlantis gh token ¦ terraform-aws-atlantis README: atlantis_github_user_token beside atlantis_repo_allowlist (a GitHub PAT) ¦ ghp_{A36} ¦ module "atlantis" {\n  atlantis_github_user       = "atlantis-bot"\n  atlantis_github_user_token = "ghp_{t}"\n  atlantis_repo_allowlist    = ["github.com/acme/*"]\n}
azure artifacts npmrc ¦ learn.microsoft.com Azure Artifacts npmrc: //pkgs.dev.azure.com/ORG/_packaging/FEED/npm/registry/:_password=[BASE64_ENCODED_PERSONAL_ACCESS_TOKEN] ¦ {b72} ¦ $ cat ~/.npmrc\n; begin auth token\n//pkgs.dev.azure.com/acme/_packaging/web/npm/registry/:username=acme\n//pkgs.dev.azure.com/acme/_packaging/web/npm/registry/:_password={t}\n//pkgs.dev.azure.com/acme/_packaging/web/npm/registry/:email=npm requires email to be set but doesn't use the value\n; end auth token
azure artifacts bun ¦ bun.sh guide (Azure Artifacts): NPM_PASSWORD=<paste token here> in .env, not base64-encoded ¦ {l52} ¦ $ grep NPM_ .env\nNPM_PASSWORD={t}\n$ bun install\nerror: GET https://pkgs.dev.azure.com/acme/_packaging/web/npm/registry/left-pad - 401
codeartifact npmrc ¦ AWS CodeArtifact docs (npm-auth): aws codeartifact login adds an authorization token to ~/.npmrc (shape assumed) ¦ {u88} ¦ $ tail -2 ~/.npmrc\nregistry=https://acme-111122223333.d.codeartifact.eu-west-1.amazonaws.com/npm/web/\n//acme-111122223333.d.codeartifact.eu-west-1.amazonaws.com/npm/web/:_authToken={t}
codeartifact twine ¦ actions-aws-codeartifact-auth README: TWINE_USERNAME=aws, TWINE_PASSWORD = the authorization token ¦ {u80} ¦ + export TWINE_USERNAME=aws\n+ export TWINE_PASSWORD={t}\n+ twine upload --repository codeartifact dist/*\nHTTPError: 401 Unauthorized from https://acme-111122223333.d.codeartifact.eu-west-1.amazonaws.com/pypi/py/
develocity env key ¦ gradle/actions short-lived-token.ts: DEVELOCITY_ACCESS_KEY is host=key pairs joined by ';' (key alphabet assumed) ¦ ge.acme.io={l52} ¦ env:\n  DEVELOCITY_ACCESS_KEY: ge.acme.io={t}\nError: Develocity short-lived token request failed for ge.acme.io: 401
develocity keys file ¦ Develocity API user manual: access keys stored per host (keys.properties, as remembered) ¦ {l52} ¦ $ cat ~/.gradle/develocity/keys.properties\nge.acme.io={t}
dolthub token header ¦ docs.dolthub.com (Authentication): headers={ "authorization": "token [TOKEN YOU COPIED]" } (dhat prefix as remembered) ¦ dhat.v1.{l52} ¦ >>> requests.get("https://www.dolthub.com/api/v1alpha1/acme/prices/main", params={"q": q}, headers={"authorization": "token dhat.v1.{t}"}).json()\n{'query_execution_status': 'Error', 'query_execution_message': 'token is invalid or expired'}
dolthub creds dir ¦ DoltHub as a remote: dolt login keypairs under ~/.dolt/creds (jwk contents as remembered) ¦ {u43} ¦ $ cat ~/.dolt/creds/c2sjb5qpnt0kph4elb6g2nth8kdr9rvhtce8o0k9o4hg.jwk\n{"d":"{t}","x":"Zb5lq7V0n6sU1Gz1pjO3m5Fv4mQ8kq2yWcV7aP4xRqk","kty":"OKP","crv":"Ed25519"}
gitee private token ¦ cnblogs: Gitee 私人令牌 is the Gitee Open API access_token (32 hex as remembered) ¦ {h32} ¦ $ curl -s 'https://gitee.com/api/v5/user?access_token={t}'\n{"message":"401 Unauthorized: Access token is expired"}
gitee oauth secret ¦ gitee-api-token (npm): getToken({ clientId, clientSecret, username, password }) against https://gitee.com/oauth/token ¦ {h64} ¦ (node:4121) UnhandledPromiseRejectionWarning: Error: invalid_client\n    at getToken (/srv/sync/node_modules/gitee-api-token/index.js:41:11) { clientId: '5f0e61b2c9', clientSecret: '{t}' }
gluu client json ¦ gist (Gluu test-client): "clientSecret": "...", "redirectUris": [...], "grantTypes": ["authorization_code"] ¦ {A32} ¦ $ jq '{clientSecret, redirectUris}' gluu-client.json\n{\n  "clientSecret": "{t}",\n  "redirectUris": [\n    "https://portal.acme.io/callback"\n  ]\n}
gluu spring yaml ¦ gluu-spring-security-openid README: the client secret set in the oxAuth admin console and used by the application configuration ¦ {A32} ¦ spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          gluu:\n            client-id: 1001.6c4b1f2d\n            client-secret: {t}\n            scope: openid,email
mailslurp header ¦ docs.mailslurp.com (Authentication): add the x-api-key header to your requests ¦ {h64} ¦ $ curl -s -X POST https://api.mailslurp.com/inboxes -H 'x-api-key: {t}'\n{"message":"Unauthorized","status":401}
mailslurp jest ¦ mailslurp-client README: const apiKey = process.env.API_KEY; new MailSlurp({ apiKey }) ¦ {h64} ¦  FAIL  e2e/signup.test.ts\n  ● signup › receives welcome email\n    MailSlurp API error 401 for apiKey "{t}"
mailosaur env ¦ mailosaur (npm) tests: process.env.MAILOSAUR_API_KEY passed to new MailosaurClient(apiKey) (shape assumed) ¦ {A24} ¦ Error: Authentication failed, check your API key.\n    at MailosaurClient.httpError (node_modules/mailosaur/lib/mailosaur.js:34)\n  MAILOSAUR_API_KEY={t} MAILOSAUR_SERVER=abcd1234
mailosaur gradle ¦ josdem/mailosaur-workshop: gradle test -DmailosaurApiKey=${mailosaurApiKey} -DmailosaurServerId=${mailosaurServerId} ¦ {A24} ¦ $ gradle test -DmailosaurApiKey={t} -DmailosaurServerId=abcd1234\n> Task :test FAILED\nMailosaurException: Authentication failed, check your API key.
mailcoach curl ¦ mailcoach.app API docs: MAILCOACH_TOKEN='your-api-token' with -H "Authorization: Bearer $MAILCOACH_TOKEN" (shape assumed) ¦ {A40} ¦ $ curl "https://acme.mailcoach.app/api/user" -H "Authorization: Bearer {t}" -H 'Accept: application/json'\n{"message":"Unauthenticated."}
mailcoach cli login ¦ spatie/mailcoach-cli README: mailcoach login prompts for the instance URL and an API token ¦ {A40} ¦ $ mailcoach login\n Mailcoach URL: https://acme.mailcoach.app\n API token: {t}\n ERROR  Could not authenticate: 401
propelauth env ¦ @propelauth/nextjs README: PROPELAUTH_API_KEY from the Backend Integration page (hex as remembered) ¦ {h64} ¦ $ vercel env ls production | grep PROPEL\n NEXT_PUBLIC_AUTH_URL  https://auth.acme.io\n PROPELAUTH_API_KEY    {t}
propelauth py init ¦ propelauth-py: auth = init_base_auth("YOUR_AUTH_URL", "YOUR_API_KEY") ¦ {h64} ¦ >>> auth = init_base_auth("https://auth.acme.io", "{t}")\npropelauth_py.errors.UnauthorizedException: Invalid API key
pepipost ruby ¦ pepipost gem README: data = { "api_key"=>"yoursecretapikey", "recipients"=>[...] } (hex as remembered) ¦ {h32} ¦ irb(main):004> data = { "api_key"=>"{t}", "recipients"=>["ops@acme.io"] }\nirb(main):005> Pepipost::Email.new.send(data)\n=> {"status"=>"error","error_info"=>{"error_code"=>"1002","error_message"=>"Invalid api_key"}}
pepipost v5 header ¦ Pepipost Web API v5 SDKs: the api_key header on POST /v5/mail/send ¦ {h32} ¦ > POST /v5/mail/send HTTP/1.1\n> Host: api.pepipost.com\n> api_key: {t}\n> content-type: application/json\n< HTTP/1.1 401 Unauthorized
packagist auth json ¦ getcomposer.org authentication: http-basic in auth.json (Private Packagist: username token, password the token; shape assumed) ¦ {h40} ¦ $ cat auth.json\n{\n    "http-basic": {\n        "repo.packagist.com": {\n            "username": "token",\n            "password": "{t}"\n        }\n    }\n}
packagist composer auth env ¦ getcomposer.org: credentials in the COMPOSER_AUTH environment variable as JSON ¦ {h40} ¦ Run composer install\n  COMPOSER_AUTH: {"http-basic":{"repo.packagist.com":{"username":"token","password":"{t}"}}}\n  Could not authenticate against repo.packagist.com
socketlabs injection ¦ SocketLabs help (Injection API): Bearer auth; example {"serverId": 12345, "apiKey": "abcdefghijklmnop1234567890"} ¦ {A26} ¦ HTTP 200 POST https://api.socketlabs.com/v2/subaccount/40211/credentials/injection-api\n{"data":{"serverId":40211,"apiKey":"{t}","gateway":"https://inject-cx.socketlabs.com/api/v1/email"}}
socketlabs python ¦ socketlabs-injectionapi (pypi): SocketLabsClient(server_id, api_key) with a 4 or 5 digit ServerId ¦ {A26} ¦ >>> client = SocketLabsClient(40211, "{t}")\n>>> client.send(message).result\n<SendResult.InvalidAuthentication: 'The ServerId/ApiKey combination is invalid'>
sendpulse token request ¦ SendPulse knowledge base (user token flow): client_id and client_secret, 32 hex in the example ¦ {h32} ¦ POST https://api.sendpulse.com/oauth/access_token\n{"grant_type": "client_credentials", "client_id": "b2bfd8a8441294fa0171c195ada8cf56", "client_secret": "{t}"}\n<- 401 {"error":"invalid_client","error_description":"Client authentication failed."}
sendpulse php define ¦ sendpulse/rest-api (packagist): define('API_USER_ID', ''); define('API_SECRET', ''); ¦ {h32} ¦ PHP Fatal error:  Uncaught Sendpulse\RestApi\ApiClientException: Could not connect to api, check your ID and SECRET in /var/www/mailer/send.php:7\n#0 /var/www/mailer/send.php(7): define('API_SECRET', '{t}')
stack auth header ¦ docs.stack-auth.com REST API overview: X-Stack-Secret-Server-Key: ssk_<your secret server key> (suffix shape assumed) ¦ ssk_{l48} ¦ $ curl https://api.stack-auth.com/api/v1/users -H "X-Stack-Access-Type: server" -H "X-Stack-Project-Id: 7b1c8a2e-4f0d-4a5e-9c3b-2d8e6f1a0b94" -H "X-Stack-Secret-Server-Key: ssk_{t}"\n{"code":"INVALID_SECRET_SERVER_KEY"}
stack auth env ¦ Stack Auth StackServerApp docs: secretServerKey defaults to STACK_SECRET_SERVER_KEY ¦ ssk_{l48} ¦ $ fly secrets list -a acme-web\nNAME                     DIGEST\nSTACK_SECRET_SERVER_KEY  ssk_{t}
verdaccio npmrc ¦ verdaccio.org (Authentication): //localhost:4873/:_authToken="secretVerdaccioToken" written by npm adduser (shape assumed) ¦ {b44} ¦ $ cat .npmrc\nregistry=http://npm.acme.internal:4873/\n//npm.acme.internal:4873/:_authToken="{t}"
verdaccio htpasswd adduser ¦ verdaccio-htpasswd: htpasswd.adduser('username', 'password', cb) (typed password) ¦ {p} ¦ > htpasswd.adduser('ci-bot', '{t}', console.log)\nError: user registration disabled\n    at HTPasswd.adduser (node_modules/verdaccio-htpasswd/lib/htpasswd.js:118:21)
veracode credentials ¦ docs.veracode.com (API credentials file): [default] veracode_api_key_id / veracode_api_key_secret in ~/.veracode/credentials (hex, shortened here) ¦ {h64} ¦ $ cat ~/.veracode/credentials\n[default]\nveracode_api_key_id = 4d2f1a9c0b7e6d5c3b2a19f8e7d6c5b4\nveracode_api_key_secret = {t}
veracode env ¦ docs.veracode.com (veracode configure): VERACODE_API_KEY_ID and VERACODE_API_KEY_SECRET ¦ {h64} ¦ - name: Veracode pipeline scan\n  env:\n    VERACODE_API_KEY_ID: 4d2f1a9c0b7e6d5c3b2a19f8e7d6c5b4\n    VERACODE_API_KEY_SECRET: {t}\n  run: java -jar pipeline-scan.jar -f target/app.war
scalekit env ¦ Scalekit SDK configuration (mintlify): SCALEKIT_CLIENT_SECRET=test_sk_abc123def456ghi789jkl ¦ test_sk_{A40} ¦ SCALEKIT_ENVIRONMENT_URL=https://acme-dev.scalekit.dev\nSCALEKIT_CLIENT_ID=skc_56918273645102837\nSCALEKIT_CLIENT_SECRET=test_sk_{t}
scalekit python ¦ scalekit-sdk-python: ScalekitClient(env_url, client_id, client_secret) ¦ test_sk_{A40} ¦ >>> sc = ScalekitClient("https://acme-dev.scalekit.dev", "skc_56918273645102837", "test_sk_{t}")\nscalekit.common.exceptions.ScalekitUnauthorizedException: invalid_client
mailchannels curl ¦ MailChannels email API skill: MAILCHANNELS_API_KEY sent in X-Api-Key (shape assumed) ¦ {A48} ¦ $ curl -s https://api.mailchannels.net/tx/v1/send -H 'X-Api-Key: {t}' -H 'Content-Type: application/json' -d @mail.json\n{"errors":["invalid api key"]}
mailchannels wrangler ¦ MailChannels email API skill: MAILCHANNELS_API_KEY and MAILCHANNELS_ACCOUNT_ID in the environment ¦ {A48} ¦ # wrangler.toml\n[vars]\nMAILCHANNELS_ACCOUNT_ID = "acme-mail"\nMAILCHANNELS_API_KEY = "{t}"
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
