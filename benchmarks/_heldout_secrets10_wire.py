"""Held-out set 10: HTTP authorization schemes and vendor headers, and connection strings, that
no earlier set used.

Headers and schemes: OAuth 1.0a's signing key in a debug line, WRAP, Azure Service
Bus's ``SharedAccessSignature``, Discogs' ``token=``, Elsevier's ``X-ELS-APIKey``, Azure
Functions' ``x-functions-key``, Parse's ``X-Parse-REST-API-Key``, Binance's ``X-MBX-APIKEY``,
CoinMarketCap's ``X-CMC_PRO_API_KEY``, DataStax Astra's ``X-Cassandra-Token``. Connection
strings: Azure Event Hubs and SignalR, IRC, Pulsar token auth, Druid, BigQuery's
``credentials_base64``, Redshift's connector, Couchbase's authenticator, memcached SASL, and
the same secrets as the wire protocol prints them (an IRC ``PASS`` line, a Pulsar CLI
``--auth-params``). Each was grepped for in the earlier sets' files.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["dsn_cases", "http_cases"]

HTTP = r"""
oauth1 consumer secret ¦ RFC 5849 signing key consumer_secret&token_secret in a debug line ¦ {A45} ¦ oauthlib DEBUG: Signing key: kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw&{t}
wrap access token ¦ OAuth WRAP (draft) Authorization: WRAP access_token="..." ¦ {u64} ¦ ACS50012: Authentication failed. Authorization: WRAP access_token="{t}"
azure service bus sas ¦ Azure Service Bus SharedAccessSignature sr/sig/se/skn ¦ {b43}= ¦ azure.servicebus.exceptions.ServiceBusAuthenticationError: Unauthorized access. 'Listen' claim(s) are required. Authorization: SharedAccessSignature sr=https%3A%2F%2Facme.servicebus.windows.net%2Forders&sig={t}&se=1764830000&skn=listener
discogs token ¦ Discogs API docs, Authorization: Discogs token=<personal token> ¦ {A40} ¦ discogs_client.exceptions.HTTPError: 401: You must authenticate to access this resource. Authorization: Discogs token={t}
elsevier api key ¦ Elsevier developer docs, X-ELS-APIKey header (32 hex) ¦ {h32} ¦ {"service-error":{"status":{"statusCode":"AUTHENTICATION_ERROR","statusText":"Invalid API Key"}}} X-ELS-APIKey: {t}
azure functions key ¦ Azure Functions docs, x-functions-key header / code= query ¦ {u54}== ¦ POST https://acme-fn.azurewebsites.net/api/ingest?code={t} -> 401 Unauthorized
parse rest key ¦ Parse Server docs, X-Parse-REST-API-Key header ¦ {A40} ¦ ParseError 403: unauthorized X-Parse-Application-Id: acmeApp X-Parse-REST-API-Key: {t}
binance api key ¦ Binance API docs, X-MBX-APIKEY header (64 alnum) ¦ {A64} ¦ binance.error.ClientError: (401, -2015, 'Invalid API-key, IP, or permissions for action.', {'X-MBX-APIKEY': '{t}'})
coinmarketcap key ¦ CoinMarketCap API docs, X-CMC_PRO_API_KEY (UUID) ¦ {uuid} ¦ {"status":{"error_code":1001,"error_message":"This API Key is invalid."}} X-CMC_PRO_API_KEY: {t}
astra cassandra token ¦ DataStax Astra docs, X-Cassandra-Token (AstraCS: prefix) ¦ AstraCS:{A24}:{h64} ¦ astrapy.exceptions.DataAPIHttpException: 401 UNAUTHENTICATED (X-Cassandra-Token: {t})
"""

DSNS = r"""
event hubs connection string ¦ Azure Event Hubs connection string (SharedAccessKey) ¦ {b43}= ¦ azure.eventhub.exceptions.AuthenticationError: CBS Token authentication failed. Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={t};EntityPath=orders
signalr connection string ¦ Azure SignalR connection string (AccessKey) ¦ {b43}= ¦ Microsoft.Azure.SignalR: Failed to connect to 'Endpoint=https://acme.service.signalr.net;AccessKey={t};Version=1.0;': 401
irc url ¦ IRC URL with a server password ¦ {p} ¦ irc3: connection to irc://bridge:{t}@irc.libera.chat:6697/#acme-ops failed: 464 ERR_PASSWDMISMATCH
irc pass line ¦ IRC protocol log (PASS before NICK) ¦ {p} ¦ >> PASS {t}\n>> NICK acme-bot\n<< :irc.acme.lan 464 * :Password incorrect
pulsar auth params ¦ Apache Pulsar client token auth (authParams token:) ¦ eyJhbGciOiJIUzI1NiJ9.{u60}.{u43} ¦ pulsar-admin --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:{t} topics list public/default\nHTTP 401 Unauthorized
pulsar ssl url ¦ Pulsar client config brokerServiceUrl and authParams ¦ {u43} ¦ PulsarClientException$AuthenticationException: Unable to authenticate (client.conf: brokerServiceUrl=pulsar+ssl://pulsar.acme.lan:6651 authParams={{"token":"{t}"}})
druid url ¦ SQLAlchemy Druid dialect URL ¦ {p} ¦ sqlalchemy.exc.OperationalError: (pydruid.db.exceptions.OperationalError) 401 for druid://analyst:{t}@druid-broker:8082/druid/v2/sql
bigquery credentials base64 ¦ sqlalchemy-bigquery URL with credentials_base64 ¦ eyJ0eXBlIjoic2VydmljZV9hY2NvdW50Ii{b120} ¦ google.auth.exceptions.RefreshError: invalid_grant for bigquery://acme-dw/sales?credentials_base64={t}
redshift connector url ¦ sqlalchemy-redshift with redshift_connector ¦ {p} ¦ redshift_connector.error.InterfaceError: {{'S': 'FATAL', 'C': '28000', 'M': 'password authentication failed for user "etl"'}} (redshift+redshift_connector://etl:{t}@acme.abc123.eu-west-1.redshift.amazonaws.com:5439/dev)
couchbase authenticator ¦ Couchbase Python SDK PasswordAuthenticator ¦ {p} ¦ couchbase.exceptions.AuthenticationException: <ec=6, category=couchbase.common, message=authentication_failure> Cluster.connect('couchbases://cb.acme.io', ClusterOptions(PasswordAuthenticator('app', '{t}')))
memcached sasl ¦ pylibmc / memcached SASL credentials ¦ {p} ¦ pylibmc.Error: error 8 from memcached_sasl: AUTHENTICATION FAILURE (servers=['mc01:11211'], username='cache', password='{t}', binary=True)
"""


def _unbrace(cases: list[Case]) -> list[Case]:
    return [
        Case(c.kind, c.source, c.text.replace("{{", "{").replace("}}", "}"), c.secret)
        for c in cases
    ]


def http_cases(values: Values) -> list[Case]:
    return _unbrace(values.table("http", HTTP))


def dsn_cases(values: Values) -> list[Case]:
    return _unbrace(values.table("dsn", DSNS))
