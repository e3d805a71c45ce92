#!/usr/bin/env python3
"""Reads mail messages with Python's standard `email` package, an independent parser, for the
mail tests. Usage: read_messages.py FILE... (or one message on standard input). Prints a JSON
object per file: subject, headers, defects, and each part's decoded text; the HTML part also as
its visible words."""
import email
import email.policy
import html.parser
import json
import sys


class Words(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.words = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("head", "title", "style", "script"):
            self.skip += 1

    def handle_endtag(self, tag):
        if tag in ("head", "title", "style", "script"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip:
            self.words.append(data)


def read(data):
    msg = email.message_from_bytes(data, policy=email.policy.default)
    out = {
        "subject": str(msg["subject"]),
        "headers": [[name, str(value)] for name, value in msg.items()],
        "content_type": msg.get_content_type(),
        "defects": [repr(d) for d in msg.defects],
        "parts": [],
    }
    for part in msg.iter_parts():
        out["defects"] += [repr(d) for d in part.defects]
        text = part.get_content().replace("\r\n", "\n").rstrip("\n")
        entry = {"type": part.get_content_type(), "charset": part.get_content_charset(),
                 "encoding": part["content-transfer-encoding"], "text": text}
        if entry["type"] == "text/html":
            words = Words()
            words.feed(text)
            entry["words"] = " ".join(" ".join(words.words).split())
        out["parts"].append(entry)
    return out


if __name__ == "__main__":
    if len(sys.argv) > 1:
        result = {}
        for path in sys.argv[1:]:
            with open(path, "rb") as file:
                result[path] = read(file.read())
        print(json.dumps(result))
    else:
        print(json.dumps(read(sys.stdin.buffer.read())))
