"""Paizhuo 牌桌 — a desktop card table for Chinese card games."""

__version__ = "0.1.0"
