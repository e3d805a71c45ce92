"""A web server on 127.0.0.1 for the import tests: prints its port, serves until stdin closes.

/recipe           a recipe page (HTML, JSON-LD)
/moved            302 to /recipe (and /loop redirects to itself)
/missing          404
/slow             answers after 5 seconds
/huge             an HTML page of 6 MB (over the 5 MB cap)
/picture.png      a PNG (not HTML)
/picture.jpg      a JPEG, for --images
/ua               a recipe whose title is the User-Agent the server saw

With `--tls CERT KEY` it speaks HTTPS with that certificate and key (PEM files).
"""
import http.server, os, ssl, sys, threading, time

PHOTO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../Fixtures/pictures/phone.jpg")

HERE = os.path.dirname(os.path.abspath(__file__))

def page(title):
    return ("""<!DOCTYPE html><html><head><title>%s</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"%s",
"image":"/picture.jpg","recipeIngredient":["2 slices bread","1 tbsp butter"],
"recipeInstructions":["Butter the bread.","Toast it."]}</script></head><body></body></html>""" % (title, title)).encode()

class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def send(self, status, kind, body, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path = self.path.split("?")[0]
        if path == "/recipe":
            self.send(200, "text/html; charset=utf-8", page("Buttered Toast"))
        elif path == "/moved":
            self.send(302, "text/html", b"", [("Location", "/recipe")])
        elif path == "/loop":
            self.send(302, "text/html", b"", [("Location", "/loop")])
        elif path == "/missing":
            self.send(404, "text/html", b"<h1>Not found</h1>")
        elif path == "/slow":
            time.sleep(5)
            self.send(200, "text/html", page("Slow Toast"))
        elif path == "/huge":
            self.send(200, "text/html", page("Huge Toast") + b" " * (6 * 1024 * 1024))
        elif path == "/picture.png":
            self.send(200, "image/png", b"\x89PNG\r\n\x1a\n" + b"\0" * 64)
        elif path == "/picture.jpg":
            # A real photo (Tests/Fixtures/pictures/phone.jpg): the site it lands in is checked,
            # and check reads a picture's header as build does (a frame header alone is no JPEG).
            with open(PHOTO, "rb") as photo:
                self.send(200, "image/jpeg", photo.read())
        elif path == "/ua":
            self.send(200, "text/html", page(self.headers.get("User-Agent", "none").split(" ")[0]))
        else:
            self.send(404, "text/plain", b"no such page")

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
if sys.argv[1:2] == ["--tls"]:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[2], sys.argv[3])
    server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()
